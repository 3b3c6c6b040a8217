/** A URL the build prerenders to static HTML. */
export interface PrerenderRoute {
  path: string;
  /** Source of the lazy chunk that renders this route; its JS is modulepreloaded in the HTML. */
  chunk: string;
}
