import type { PrerenderRoute } from '../config/prerender';
import { pages } from '../content';
import { demoNotFoundPaths, demoPrerenderPaths } from '../demos/routes';


/** Studio pages to prerender and list in the sitemap. */
export const siteRoutes: PrerenderRoute[] = [
  { path: pages.home.path, chunk: 'src/pages/HomePage.tsx' },
  { path: pages.services.path, chunk: 'src/pages/ServicesPage.tsx' },
  { path: pages.packageExamples.path, chunk: 'src/pages/PackageExamplesPage.tsx' },
  { path: pages.getStarted.path, chunk: 'src/pages/GetStartedPage.tsx' },
  { path: pages.thankYou.path, chunk: 'src/pages/ThankYouPage.tsx' },
];

/** Every URL prerendered to dist/<path>.html. */
export const prerenderRoutes: PrerenderRoute[] = [...siteRoutes, ...demoPrerenderPaths];

/**
 * "Not found" renders, written as dist/<dir>/404.html; the server answers an unknown URL
 * with the nearest one and status 404. '/404' renders the studio's own not-found page.
 */
export const notFoundRoutes: PrerenderRoute[] = [{ path: '/404', chunk: 'src/pages/NotFoundPage.tsx' }, ...demoNotFoundPaths];
