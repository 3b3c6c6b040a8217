/**
 * The demo registry: each demo's base path, brand, routes and navigation, in one place. The router
 * (src/app), the prerender list and sitemap, the demo cards, the stories and the tests all read it.
 * Plain data with no asset imports, so Node-side scripts and tests can import it. Everything else
 * about a demo is in its folder, src/demos/<id> (registry.test.ts checks each holds the same parts).
 */
import type { PlanId } from '#contract/plans.ts';
import type { NavItem } from '../content/navigation';
import { demoBases, type DemoId } from './bases.ts';
import { productIds } from './homegoods/content/catalogue.ts';

export { demoBases, demoIds, type DemoId } from './bases.ts';

/** A URL segment no page uses: rendering it yields the demo's "not found" page. */
export const NOT_FOUND_SEGMENT = '__not-found__';

const { coffee: coffeeBase, landscaping: landscapingBase, homegoods: homegoodsBase } = demoBases;

export const coffeeRoutes = {
  home: coffeeBase,
  about: `${coffeeBase}/about`,
  menu: `${coffeeBase}/menu`,
  contact: `${coffeeBase}/contact`,
} as const;

export const landscapingRoutes = {
  home: landscapingBase,
  about: `${landscapingBase}/about`,
  services: `${landscapingBase}/services`,
  contact: `${landscapingBase}/contact`,
} as const;

export const homegoodsRoutes = {
  home: homegoodsBase,
  shop: `${homegoodsBase}/shop`,
  sale: `${homegoodsBase}/sale`,
  product: (id: string) => `${homegoodsBase}/shop/${id}`,
} as const;

export interface DemoEntry {
  id: DemoId;
  /** The package the demo shows off. */
  plan: PlanId;
  /** Where the demo is mounted; every route starts with it. */
  base: string;
  /** The fictional business. */
  name: string;
  /** Key of the brand theme (src/theme/brands.ts; the theme itself is src/demos/<id>/brand/theme.ts). */
  brand: DemoId;
  /** Its group in the story tree: `Demos/<storyGroup>/…`, in stories/Demos/<storyGroup>. */
  storyGroup: string;
  /** Its pages' paths (parametric ones as functions). */
  routes: Readonly<Record<string, string | ((id: string) => string)>>;
  /** The header's pages. */
  nav: readonly NavItem[];
}

/** The header's pages, from route keys and their labels. */
function navOf<R extends DemoEntry['routes']>(routes: R, labels: Partial<Record<keyof R, string>>): NavItem[] {
  return Object.entries(labels).map(([key, label]) => ({ label: label as string, to: routes[key] as string }));
}

export const demos = {
  coffee: {
    id: 'coffee',
    brand: 'coffee',
    storyGroup: 'Coffee',
    plan: 'one-time',
    base: coffeeBase,
    name: 'The Daily Grind',
    routes: coffeeRoutes,
    nav: navOf(coffeeRoutes, { home: 'Home', about: 'About', menu: 'Menu', contact: 'Contact' }),
  },
  landscaping: {
    id: 'landscaping',
    brand: 'landscaping',
    storyGroup: 'Landscaping',
    plan: 'standard-monthly',
    base: landscapingBase,
    name: 'Evergreen Landscaping',
    routes: landscapingRoutes,
    nav: navOf(landscapingRoutes, { home: 'Home', about: 'About', services: 'Services', contact: 'Contact' }),
  },
  homegoods: {
    id: 'homegoods',
    brand: 'homegoods',
    storyGroup: 'HomeGoods',
    plan: 'advanced-monthly',
    base: homegoodsBase,
    name: 'Hearth & Co.',
    routes: homegoodsRoutes,
    nav: navOf(homegoodsRoutes, { home: 'Home', shop: 'Shop', sale: 'Sale' }),
  },
} as const satisfies Record<DemoId, DemoEntry>;

/** The demos in the order the studio presents them (one-time, standard, advanced). */
export const demoList: readonly DemoEntry[] = [demos.coffee, demos.landscaping, demos.homegoods];

/** The demo that shows off a package. */
export function demoForPlan(plan: PlanId): DemoEntry {
  const demo = demoList.find((entry) => entry.plan === plan);
  if (!demo) throw new Error(`No demo for plan ${plan}`);
  return demo;
}

/**
 * Every page of a demo to prerender and list in the sitemap: its fixed routes, and one product
 * page per catalogue item.
 */
export function demoPages(demo: DemoEntry): string[] {
  return Object.values(demo.routes).flatMap((route) => (typeof route === 'string' ? [route] : productIds.map(route)));
}

/**
 * URLs rendered as "not found" pages; the server answers unknown URLs below each with it. A
 * parametric route (a product) gets its own one: dist/demo/advanced/shop/404.html.
 */
export function demoNotFoundPages(demo: DemoEntry): string[] {
  const parametric = Object.values(demo.routes).filter((route) => typeof route === 'function');
  return [`${demo.base}/${NOT_FOUND_SEGMENT}`, ...parametric.map((route) => route(NOT_FOUND_SEGMENT))];
}
