import type { ComponentType, LazyExoticComponent } from 'react';
import type { PrerenderRoute } from '../config/prerender';
import { pagePaths } from '../content/pagePaths';
import { lazyPage } from './lazyPage';

export interface PageRoute extends PrerenderRoute {
  Page: LazyExoticComponent<ComponentType>;
}

// One entry per studio page: the router, the prerender step and the sitemap all read this table.
// Pages without interactive content defer their hydration (see lazyPage).
export const siteRoutes: PageRoute[] = [
  { path: pagePaths.home, chunk: 'src/pages/HomePage.tsx', deferHydration: true, Page: lazyPage(() => import('../pages/HomePage'), true) },
  { path: pagePaths.services, chunk: 'src/pages/ServicesPage.tsx', deferHydration: true, Page: lazyPage(() => import('../pages/ServicesPage'), true) },
  {
    path: pagePaths.packageExamples,
    chunk: 'src/pages/PackageExamplesPage.tsx',
    deferHydration: true,
    Page: lazyPage(() => import('../pages/PackageExamplesPage'), true),
  },
  { path: pagePaths.getStarted, chunk: 'src/pages/GetStartedPage.tsx', Page: lazyPage(() => import('../pages/GetStartedPage')) },
  { path: pagePaths.thankYou, chunk: 'src/pages/ThankYouPage.tsx', deferHydration: true, Page: lazyPage(() => import('../pages/ThankYouPage'), true) },
];

export const notFoundRoute: PageRoute = {
  path: pagePaths.notFound,
  chunk: 'src/pages/NotFoundPage.tsx',
  deferHydration: true,
  Page: lazyPage(() => import('../pages/NotFoundPage'), true),
};
