// Plain helpers shared by the prerender step and the island runtime (no React: the runtime's
// entry stays free of it).

/** What an island leaves in the page's first render; the prerender step puts the island there. */
export const islandMarker = (key: string) => `<!--island ${key}-->`;

/** The <meta> listing the modules the island runtime fetches and compiles once the page has loaded. */
export const WARM_MODULES_META = 'island-modules';

/** The React id prefix of a page's n-th island: the prerender step and the runtime use the same one. */
export const islandIdPrefix = (index: number) => `i${index}-`;

/**
 * Raised on `document` by code that needs another island now (detail: its name, e.g. a toast
 * raised before the toast region hydrated): the runtime hydrates that island at once. What the
 * event carries waits in its module's store until the island reads it.
 */
export const ISLAND_DEMAND_EVENT = 'island:demand';

export function demandIsland(name: string): void {
  if (typeof document !== 'undefined') document.dispatchEvent(new CustomEvent(ISLAND_DEMAND_EVENT, { detail: name }));
}
