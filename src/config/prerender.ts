/** A URL the build prerenders to static HTML. */
export interface PrerenderRoute {
  path: string;
}
