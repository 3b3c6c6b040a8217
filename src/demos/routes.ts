import type { PrerenderRoute } from '../config/prerender';
import { coffeePaths } from './coffee/data';
import { homegoodsPaths, products } from './homegoods/data';
import { landscapingPaths } from './landscaping/data';

// Each demo is one lazy chunk (its pages are imported statically), so every URL of a demo
// preloads the same entry file.
const COFFEE_CHUNK = 'src/demos/coffee/index.tsx';
const LANDSCAPING_CHUNK = 'src/demos/landscaping/index.tsx';
const HOMEGOODS_CHUNK = 'src/demos/homegoods/index.tsx';

/** A URL segment no page uses: rendering it yields the demo's "not found" page. */
const NOT_FOUND_SEGMENT = '__not-found__';

/** Every demo URL to prerender, with the lazy chunk that renders it. */
export const demoPrerenderPaths: PrerenderRoute[] = [
  ...Object.values(coffeePaths).map((path) => ({ path, chunk: COFFEE_CHUNK })),
  ...Object.values(landscapingPaths).map((path) => ({ path, chunk: LANDSCAPING_CHUNK })),
  { path: homegoodsPaths.home, chunk: HOMEGOODS_CHUNK },
  { path: homegoodsPaths.shop, chunk: HOMEGOODS_CHUNK },
  { path: homegoodsPaths.sale, chunk: HOMEGOODS_CHUNK },
  ...products.map((product) => ({ path: homegoodsPaths.product(product.id), chunk: HOMEGOODS_CHUNK })),
];

/**
 * Demo URLs rendered as "not found" pages, written as the nearest 404.html for the server:
 * dist/demo/<demo>/404.html for any unknown page of a demo, and
 * dist/demo/advanced/shop/404.html ("Product not found") for unknown product ids.
 */
export const demoNotFoundPaths: PrerenderRoute[] = [
  { path: `${coffeePaths.home}/${NOT_FOUND_SEGMENT}`, chunk: COFFEE_CHUNK },
  { path: `${landscapingPaths.home}/${NOT_FOUND_SEGMENT}`, chunk: LANDSCAPING_CHUNK },
  { path: `${homegoodsPaths.home}/${NOT_FOUND_SEGMENT}`, chunk: HOMEGOODS_CHUNK },
  { path: homegoodsPaths.product(NOT_FOUND_SEGMENT), chunk: HOMEGOODS_CHUNK },
];
