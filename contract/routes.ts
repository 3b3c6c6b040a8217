/**
 * Where each studio page lives. The browser's router, the prerender step and the sitemap read
 * these; so does the server: the no-JavaScript form posts to its own page and is redirected to the
 * thank-you page, and the new-lead e-mail links to the lead in the studio.
 */
export const pagePaths = {
  home: '/',
  services: '/services',
  packageExamples: '/package-examples',
  getStarted: '/get-started',
  thankYou: '/thank-you',
  notFound: '/404',
  /** The staff studio: client-rendered, never indexed, not in the sitemap. */
  studio: '/studio',
} as const;

/** Deep link to one lead in the studio: the inbox opens it, the new-lead e-mail links to it. */
export const leadPath = (id: string) => `${pagePaths.studio}?lead=${encodeURIComponent(id)}`;

/** A client review in the studio (the Reviews view); the review-answer e-mail links to it. */
export const studioReviewPath = (id: string) => `${pagePaths.studio}?review=${encodeURIComponent(id)}`;

/** The client's private review page: the token is the only credential, so it is the whole path. */
export const reviewPagePath = (token: string) => `/review/${token}`;
