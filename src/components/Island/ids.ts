// Plain helpers shared by the prerender step and the island runtime (no React: the runtime's
// entry stays free of it).

/** What an island leaves in the page's first render; the prerender step puts the island there. */
export const islandMarker = (key: string) => `<!--island ${key}-->`;

/** The <meta> listing the modules the island runtime fetches and compiles once the page has loaded. */
export const WARM_MODULES_META = 'island-modules';

/** The React id prefix of a page's n-th island: the prerender step and the runtime use the same one. */
export const islandIdPrefix = (index: number) => `i${index}-`;
