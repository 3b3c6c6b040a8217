import type { Root } from 'react-dom/client';
import type { Navigator } from 'react-router-dom';
import { ISLAND_DEMAND_EVENT, WARM_MODULES_META, islandIdPrefix } from './ids';
import type { IslandTable } from './define';

// The island runtime: finds the islands of the page in #root, hydrates each when its definition
// (its `*.island.ts`, in the table the page script passes) says, and unmounts them when the
// page-swap navigation replaces the page. It holds no React and imports no component itself:
// React's half (hydrate.tsx) and the island's module load when the first island needs them.

/**
 * The page script's lazy modules of the runtime, named so that the build finds their chunks as it
 * finds the islands' (scripts/islands/vitePlugin.ts): React's half, which hydrates an island
 * (React, styled-components' theme, the router context).
 */
export const runtimeModules = {
  hydrate: { load: () => import('./hydrate') },
};

const roots = new Map<HTMLElement, Root>();
const started = new Map<HTMLElement, Promise<void>>();
/** Islands that hydrate when another one does (see 'others' in define.ts). */
const companions: (() => Promise<void>)[] = [];
const cleanups: (() => void)[] = [];

/** The visitor's first scroll of the page, then the next idle period. */
function whenScrolled(run: () => void): () => void {
  let cancelIdle = () => undefined as void;
  const onScroll = () => (cancelIdle = whenIdle(run));
  window.addEventListener('scroll', onScroll, { once: true, passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    cancelIdle();
  };
}

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

function whenVisible(element: HTMLElement, run: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: '200px' },
  );
  // display: contents has no box: observe the island's children.
  for (const child of element.children) observer.observe(child);
  return () => observer.disconnect();
}

/** Marks a button whose click is held: it shows it is working (GlobalStyle) until React takes over. */
const HELD = 'data-held';

/** Takes the marks off before hydration, which must find the markup the server rendered. */
function releaseHeld(element: HTMLElement) {
  for (const button of element.querySelectorAll(`[${HELD}]`)) {
    button.removeAttribute(HELD);
    button.removeAttribute('aria-busy');
  }
}

/**
 * The first pointer, focus or key inside an island that is not hydrated yet hydrates it at once.
 * A click on one of its buttons meanwhile is held, marked busy at once (a slow phone may take
 * seconds to hydrate) and replayed once React is in charge (links need nothing: they work as HTML).
 */
function onFirstUse(element: HTMLElement, run: () => Promise<void>): () => void {
  const start = () => void run().catch(() => undefined);
  const holdClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || element.dataset.hydrated) return;
    event.preventDefault();
    event.stopPropagation();
    button.setAttribute(HELD, '');
    button.setAttribute('aria-busy', 'true');
    // If React cannot load, the page goes on as HTML: the click then does what it does without JavaScript.
    void run().then(
      () => button.click(),
      () => {
        releaseHeld(element);
        element.dataset.hydrated = 'failed';
        button.click();
      },
    );
  };
  const events = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;
  events.forEach((type) => element.addEventListener(type, start, { passive: true, capture: true }));
  element.addEventListener('click', holdClick, { capture: true });
  return () => {
    events.forEach((type) => element.removeEventListener(type, start, { capture: true }));
    element.removeEventListener('click', holdClick, { capture: true });
  };
}

/** Hydrates one island (once): resolves when React has committed it. */
function hydrate(element: HTMLElement, index: number, navigator: Navigator, islands: IslandTable): Promise<void> {
  const island = islands[element.dataset.island ?? ''];
  if (!island) return Promise.resolve();
  let done = started.get(element);
  if (!done) {
    companions.splice(0).forEach((start) => cleanups.push(whenIdle(() => void start().catch(() => undefined))));
    done = Promise.all([runtimeModules.hydrate.load(), island.load()]).then(([{ hydrateIsland }, Component]) => {
      if (started.get(element) !== done) return; // the page was swapped meanwhile
      const props = JSON.parse(element.dataset.props ?? '{}') as object;
      releaseHeld(element);
      return new Promise<void>((resolve) =>
        roots.set(element, hydrateIsland(element, Component, props, islandIdPrefix(index), navigator, resolve)),
      );
    });
    started.set(element, done);
    done.catch(() => started.get(element) === done && started.delete(element));
  }
  return done;
}

/**
 * Fetches and compiles (does not run) the modules the page's <meta name="island-modules"> lists,
 * once the page has loaded: a form then hydrates even if the connection drops.
 */
export function warmModules() {
  const list = document.querySelector<HTMLMetaElement>(`meta[name="${WARM_MODULES_META}"]`)?.content.split(' ') ?? [];
  for (const href of list) {
    if (!href || document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** Hydrates the named islands at once when some code needs them (ISLAND_DEMAND_EVENT). */
function onDemand(found: { element: HTMLElement; index: number; name?: string }[], navigator: Navigator, islands: IslandTable) {
  const listener = (event: Event) => {
    const wanted: unknown = event instanceof CustomEvent ? event.detail : undefined;
    if (typeof wanted !== 'string' || !(wanted in islands))
      console.error(`[islands] demanded "${String(wanted)}": no *.island.ts names it`);
    for (const { element, index, name } of found)
      if (name === wanted) void hydrate(element, index, navigator, islands).catch(() => undefined);
  };
  document.addEventListener(ISLAND_DEMAND_EVENT, listener);
  return () => document.removeEventListener(ISLAND_DEMAND_EVENT, listener);
}

/** Schedules every island inside `container` (the page's #root); `islands`: every definition (src/allIslands.ts). */
export function startIslands(container: HTMLElement, navigator: Navigator, islands: IslandTable) {
  const found = [...container.querySelectorAll<HTMLElement>('[data-island]')].map((element, index) => ({
    element,
    index,
    name: element.dataset.island,
  }));
  // Companions first, so that an island starting at once takes them along.
  const isCompanion = ({ name }: { name?: string }) => islands[name ?? '']?.when === 'others';
  const ordered = [...found.filter(isCompanion), ...found.filter((island) => !isCompanion(island))];
  cleanups.push(onDemand(found, navigator, islands));
  for (const { element, index, name } of ordered) {
    const island = islands[name ?? ''];
    if (!island) {
      console.error(`[islands] "${name}": no *.island.ts names it`);
      continue;
    }
    const run = () => hydrate(element, index, navigator, islands);
    // A module that cannot load (the connection dropped) leaves the island as HTML; the next use retries.
    const quietly = () => void run().catch(() => undefined);
    const { when, eager } = island;
    if (when === 'others') companions.push(run);
    else if (when === 'load' || eager?.()) quietly();
    else cleanups.push(onFirstUse(element, run), when === 'interaction' ? whenScrolled(quietly) : whenVisible(element, quietly));
  }
}

/** Unmounts every island (before the page-swap navigation replaces the page). */
export function stopIslands() {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  for (const [element, root] of roots) {
    // An island still hydrating reports the unmount as a recoverable error: expected here.
    element.setAttribute('data-leaving', 'true');
    root.unmount();
  }
  roots.clear();
  started.clear();
  companions.length = 0;
}
