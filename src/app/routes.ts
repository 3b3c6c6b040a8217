import type { ComponentType, LazyExoticComponent } from 'react';
import type { PrerenderRoute } from '../config/prerender';
import { pages } from '../content';
import { lazyPage } from './lazyPage';

export interface PageRoute extends PrerenderRoute {
  Page: LazyExoticComponent<ComponentType>;
}

// One entry per studio page: the router, the prerender step and the sitemap all read this table.
// Pages without interactive content defer their hydration (see lazyPage).
export const siteRoutes: PageRoute[] = [
  { path: pages.home.path, chunk: 'src/pages/HomePage.tsx', deferHydration: true, Page: lazyPage(() => import('../pages/HomePage'), true) },
  { path: pages.services.path, chunk: 'src/pages/ServicesPage.tsx', deferHydration: true, Page: lazyPage(() => import('../pages/ServicesPage'), true) },
  {
    path: pages.packageExamples.path,
    chunk: 'src/pages/PackageExamplesPage.tsx',
    deferHydration: true,
    Page: lazyPage(() => import('../pages/PackageExamplesPage'), true),
  },
  { path: pages.getStarted.path, chunk: 'src/pages/GetStartedPage.tsx', Page: lazyPage(() => import('../pages/GetStartedPage')) },
  { path: pages.thankYou.path, chunk: 'src/pages/ThankYouPage.tsx', deferHydration: true, Page: lazyPage(() => import('../pages/ThankYouPage'), true) },
];

export const notFoundRoute: PageRoute = {
  path: '/404',
  chunk: 'src/pages/NotFoundPage.tsx',
  deferHydration: true,
  Page: lazyPage(() => import('../pages/NotFoundPage'), true),
};
