import type { Navigator, To } from 'react-router-dom';

// Page-swap navigation between prerendered pages: a same-site link fetches the next page's
// HTML (already prefetched on hover, focus or touch), swaps <head> differences and #root, and
// keeps the things a browser does on a page load — scroll to the top (or the #hash), scroll
// restored on back/forward, focus on the new page's <h1>, the new title announced. Without
// JavaScript, or when anything is off, links are plain page loads.

export interface PageSwap {
  /** Called before #root is replaced (unmount the old page's islands). */
  leave(): void;
  /** Called once the new page is in #root (start its islands). */
  enter(root: HTMLElement): void;
}

/** Paths that are not prerendered pages of this runtime: the client-rendered studio, Storybook, APIs. */
const OTHER_APPS = /^\/(studio|storybook|rest|auth)(\/|$)/;

interface EntryState {
  key?: string;
  scroll?: number;
}

const pages = new Map<string, Promise<Document | undefined>>();
const pathOf = (url: URL) => url.pathname + url.search;
let current = pathOf(new URL(window.location.href));
let announcer: HTMLElement | undefined;

function fetchPage(url: URL): Promise<Document | undefined> {
  const key = pathOf(url);
  let page = pages.get(key);
  if (!page) {
    page = fetch(key, { headers: { accept: 'text/html' }, credentials: 'same-origin' })
      .then(async (response) => {
        const html = response.headers.get('content-type')?.startsWith('text/html') ? await response.text() : undefined;
        return html ? new DOMParser().parseFromString(html, 'text/html') : undefined;
      })
      .catch(() => undefined);
    pages.set(key, page);
    // A page's HTML is kept for the rest of the visit, like a prerendered static file; a failed fetch is retried.
    void page.then((doc) => doc ?? pages.delete(key));
  }
  return page;
}

/** The same-site page URL a link goes to, or undefined when the browser should handle it. */
function pageUrl(anchor: HTMLAnchorElement | null): URL | undefined {
  if (!anchor?.href || anchor.target || anchor.hasAttribute('download') || anchor.getAttribute('rel')?.includes('external'))
    return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin || OTHER_APPS.test(url.pathname) || /\.\w+$/.test(url.pathname)) return undefined;
  return url;
}

/** The script that starts this runtime: a page built without it (another build) is loaded in full. */
const entryScript = (doc: Document) => doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src');

const headKey = (node: Element) => node.outerHTML;
const kept = (node: Element) => node.matches('script, link[rel="modulepreload"], style[data-styled]');

/**
 * Adds what the new page's <head> has and this one lacks (its CSS, meta, canonical) and resolves
 * once new stylesheets have loaded, with a function that removes what only the old page had.
 */
async function mergeHead(next: Document): Promise<() => void> {
  const current = new Map([...document.head.children].filter((node) => !kept(node)).map((node) => [headKey(node), node]));
  const loading: Promise<unknown>[] = [];
  for (const node of next.head.children) {
    if (kept(node) || current.delete(headKey(node))) continue;
    const added = document.importNode(node, true);
    if (added instanceof HTMLLinkElement && added.rel === 'stylesheet') {
      loading.push(new Promise((resolve) => ['load', 'error'].forEach((type) => added.addEventListener(type, resolve, { once: true }))));
    }
    document.head.append(added);
  }
  await Promise.all(loading);
  return () => current.forEach((node) => node.remove());
}

function announce(title: string) {
  if (!announcer) {
    announcer = document.createElement('p');
    announcer.setAttribute('aria-live', 'assertive');
    announcer.setAttribute('aria-atomic', 'true');
    announcer.dataset.routeAnnouncer = '';
    announcer.style.cssText = 'position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
    document.body.append(announcer);
  }
  announcer.textContent = title;
}

function focusHeading(root: HTMLElement) {
  const heading = root.querySelector<HTMLElement>('main h1') ?? root.querySelector<HTMLElement>('main');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

// Scroll positions of this visit's history entries, by entry key (also kept in history.state for reloads).
const positions = new Map<string, number>();
const newKey = () => Math.random().toString(36).slice(2, 10);
const entryState = () => (window.history.state as EntryState | null) ?? {};
let currentKey = entryState().key ?? newKey();

/** Remembers where the visitor leaves the current entry (before a push, or the page unloading). */
function leaveEntry() {
  positions.set(currentKey, window.scrollY);
  window.history.replaceState({ ...entryState(), key: currentKey, scroll: window.scrollY } satisfies EntryState, '');
}

/**
 * Shows the page at `url`. 'push' and 'replace' come from links and islands; 'pop' from back and
 * forward (the entry's scroll position is restored in the frame that first shows the page).
 */
async function go(url: URL, mode: 'push' | 'replace' | 'pop', swap: PageSwap) {
  // On back/forward the browser has already made the other entry current: this is the one left.
  const leaving = currentKey;
  const scrollY = window.scrollY;
  const next = await fetchPage(url);
  const root = document.getElementById('root');
  const nextRoot = next?.getElementById('root');
  if (!next || !root || !nextRoot?.firstElementChild || entryScript(next) !== entryScript(document)) {
    if (mode === 'pop') window.location.reload();
    else window.location[mode === 'replace' ? 'replace' : 'assign'](url.href);
    return;
  }
  const removeOldHead = await mergeHead(next);
  if (mode === 'pop') {
    positions.set(leaving, scrollY);
    currentKey = entryState().key ?? newKey();
  } else {
    if (mode === 'push') leaveEntry();
    currentKey = newKey();
    window.history[mode === 'push' ? 'pushState' : 'replaceState']({ key: currentKey } satisfies EntryState, '', url.href);
  }
  current = pathOf(url);
  swap.leave();
  root.replaceChildren(...document.importNode(nextRoot, true).childNodes);
  removeOldHead();
  document.title = next.title;
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (mode === 'pop') window.scrollTo(0, positions.get(currentKey) ?? entryState().scroll ?? 0);
  else if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
  focusHeading(root);
  announce(document.title);
  swap.enter(root);
}

/** react-router's navigator for islands: their <Link>s and navigate() go through the page swap. */
function navigatorFor(swap: PageSwap): Navigator {
  const href = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);
  const open = (to: To, mode: 'push' | 'replace') => {
    const url = new URL(href(to), window.location.href);
    if (OTHER_APPS.test(url.pathname)) window.location.assign(url.href);
    else void go(url, mode, swap);
  };
  return {
    createHref: href,
    push: (to) => open(to, 'push'),
    replace: (to) => open(to, 'replace'),
    go: (delta) => window.history.go(delta),
  };
}

/** Starts page-swap navigation; returns the navigator islands use. */
export function startNavigation(swap: PageSwap): Navigator {
  window.history.scrollRestoration = 'manual';
  const prefetch = (event: Event) => {
    const url = pageUrl(event.target instanceof Element ? event.target.closest('a') : null);
    if (url && pathOf(url) !== current) void fetchPage(url);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, prefetch, { passive: true });
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = pageUrl(event.target instanceof Element ? event.target.closest('a') : null);
    // Same page, other #hash (the skip link, in-page links): the browser's own jump.
    if (!url || (pathOf(url) === current && url.hash)) return;
    event.preventDefault();
    void go(url, 'push', swap);
  });
  window.addEventListener('popstate', () => {
    const url = new URL(window.location.href);
    if (pathOf(url) !== current) void go(url, 'pop', swap);
  });
  // A reload or a return from another site keeps the visitor's position (the browser no longer restores it).
  window.addEventListener('pagehide', leaveEntry);
  window.history.replaceState({ ...entryState(), key: currentKey } satisfies EntryState, '');
  const { scroll } = entryState();
  if (scroll) window.scrollTo(0, scroll);
  return navigatorFor(swap);
}
