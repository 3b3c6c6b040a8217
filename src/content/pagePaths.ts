/**
 * Where each studio page lives: the paths alone, so the always-loaded router reads them without
 * every page's title and description (src/content/pageMeta.ts) in the entry chunk.
 */
export const pagePaths = {
  home: '/',
  services: '/services',
  packageExamples: '/package-examples',
  getStarted: '/get-started',
  thankYou: '/thank-you',
  notFound: '/404',
} as const;
