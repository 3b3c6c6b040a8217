import type { PrerenderRoute } from '../config/prerender';

/** Every demo URL to prerender, with the lazy chunk that renders it. */
export const demoPrerenderPaths: PrerenderRoute[] = [
  { path: '/demo/one-time', chunk: 'src/demos/coffee/index.tsx' },
  { path: '/demo/standard', chunk: 'src/demos/landscaping/index.tsx' },
  { path: '/demo/advanced', chunk: 'src/demos/homegoods/index.tsx' },
];

/** Demo URLs rendered as "not found" pages, written as the nearest 404.html for the server. */
export const demoNotFoundPaths: PrerenderRoute[] = [];
