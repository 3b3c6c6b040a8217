import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { pagePaths } from '#contract/routes.ts';
import type { PrerenderRoute } from '../config/prerender';

export interface PageRoute extends PrerenderRoute {
  Page: LazyExoticComponent<ComponentType>;
}

// One entry per studio page: the router, the prerender step and the sitemap all read this table.
// Each page is a chunk of its own for the client-rendered app (studio, dev server); prerendered
// pages never load it: only their islands hydrate (each `*.island.ts`, src/allIslands.ts).
export const pageRoutes: PageRoute[] = [
  { path: pagePaths.home, Page: lazy(() => import('../pages/HomePage')) },
  { path: pagePaths.services, Page: lazy(() => import('../pages/ServicesPage')) },
  { path: pagePaths.packageExamples, Page: lazy(() => import('../pages/PackageExamplesPage')) },
  { path: pagePaths.getStarted, Page: lazy(() => import('../pages/GetStartedPage')) },
  { path: pagePaths.thankYou, Page: lazy(() => import('../pages/ThankYouPage')) },
];

export const notFoundRoute: PageRoute = { path: pagePaths.notFound, Page: lazy(() => import('../pages/NotFoundPage')) };
