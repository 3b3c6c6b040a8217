import { pagePaths } from '#contract/routes.ts';
import type { PrerenderRoute } from '../config/prerender';
import { demoList, demoNotFoundPages, demoPages } from '../demos/registry';
import { notFoundRoute, pageRoutes } from './routes';

const toPrerender = ({ path }: PrerenderRoute): PrerenderRoute => ({ path });

/** Every demo page from the registry. */
const demoRoutes = (pagesOf: typeof demoPages): PrerenderRoute[] => demoList.flatMap((demo) => pagesOf(demo).map((path) => ({ path })));

/**
 * Client-rendered routes: dist/<path>.html is the app shell with the page's <head> and an empty
 * #root, so nothing of the page (and no data) is in any prerendered HTML. Not in the sitemap.
 */
export const shellRoutes: PrerenderRoute[] = [{ path: pagePaths.studio }];

/** Every URL prerendered to dist/<path>.html: the studio's pages, then every demo page. */
export const prerenderRoutes: PrerenderRoute[] = [...pageRoutes.map(toPrerender), ...demoRoutes(demoPages)];

/** Pages that say noindex: reached only by sending a form. */
const notIndexed = new Set<string>([pagePaths.thankYou]);

/** The sitemap lists every prerendered page, the studio's and the demos', except those that say noindex. */
export const sitemapRoutes: PrerenderRoute[] = prerenderRoutes.filter((route) => !notIndexed.has(route.path));

/**
 * "Not found" renders, written as dist/<dir>/404.html; the server answers an unknown URL
 * with the nearest one and status 404. pagePaths.notFound renders the studio's own not-found page.
 */
export const notFoundRoutes: PrerenderRoute[] = [toPrerender(notFoundRoute), ...demoRoutes(demoNotFoundPages)];
