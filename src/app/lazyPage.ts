import { lazy, type ComponentType } from 'react';

/**
 * Resolves once the browser is idle after the initial load of a prerendered page; null when there
 * is nothing to wait for (during prerender, on the dev server, and after the first idle period).
 */
let firstIdle: Promise<void> | null =
  typeof window !== 'undefined' && document.getElementById('root')?.firstElementChild
    ? new Promise<void>((resolve) => {
        const done = () => {
          firstIdle = null;
          resolve();
        };
        if ('requestIdleCallback' in window) window.requestIdleCallback(done, { timeout: 1500 });
        else setTimeout(done, 200);
      })
    : null;

/**
 * A route's page as a lazy chunk. With `deferHydration`, loading that chunk during the first
 * hydration waits for idle time: React keeps the prerendered HTML of the page (a dehydrated
 * Suspense boundary) until then, so the page's code stays out of the critical path. Navigations
 * after that load the chunk at once.
 */
export function lazyPage<T extends ComponentType>(load: () => Promise<{ default: T }>, deferHydration = false) {
  return lazy(async () => {
    if (deferHydration && firstIdle) await firstIdle;
    return load();
  });
}
