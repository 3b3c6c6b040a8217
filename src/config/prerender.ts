/** A URL the build prerenders to static HTML. */
export interface PrerenderRoute {
  path: string;
  /** Source of the lazy chunk that renders this route; the prerender step looks it up in Vite's manifest. */
  chunk: string;
  /**
   * Static pages hydrate their content when the browser is idle: their code is not part of the
   * route's initial JS (not modulepreloaded) and the prerendered HTML works without it meanwhile.
   */
  deferHydration?: boolean;
}
