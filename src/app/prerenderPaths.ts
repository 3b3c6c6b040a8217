import type { PrerenderRoute } from '../config/prerender';
import { demoNotFoundPaths, demoPrerenderPaths } from '../demos/routes';
import { notFoundRoute, siteRoutes as pageRoutes } from './routes';

const toPrerender = ({ path, chunk, deferHydration }: PrerenderRoute): PrerenderRoute => ({ path, chunk, deferHydration });

/** Studio pages to prerender and list in the sitemap. */
export const siteRoutes: PrerenderRoute[] = pageRoutes.map(toPrerender);

/**
 * Client-rendered routes: dist/<path>.html is the app shell with the page's <head> and an empty
 * #root, so nothing of the page (and no data) is in any prerendered HTML. Not in the sitemap.
 */
export const shellRoutes: PrerenderRoute[] = [{ path: '/studio', chunk: 'src/pages/StudioPage.tsx' }];

/** Every URL prerendered to dist/<path>.html. */
export const prerenderRoutes: PrerenderRoute[] = [...siteRoutes, ...demoPrerenderPaths];

/**
 * "Not found" renders, written as dist/<dir>/404.html; the server answers an unknown URL
 * with the nearest one and status 404. '/404' renders the studio's own not-found page.
 */
export const notFoundRoutes: PrerenderRoute[] = [toPrerender(notFoundRoute), ...demoNotFoundPaths];
