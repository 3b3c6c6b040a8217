import { lazy, type ComponentType } from 'react';
import { demoBases, demoIds, type DemoId } from './bases';

// Each demo is one lazy chunk (its pages are imported statically): the studio's pages never
// download them, and every URL of a demo preloads the same entry file.
const loaders: Record<DemoId, () => Promise<{ default: ComponentType }>> = {
  coffee: () => import('./coffee'),
  landscaping: () => import('./landscaping'),
  homegoods: () => import('./homegoods'),
};

/** The router's demo routes, from the registry: `<base>/*` → the demo's lazy app. */
export const demoApps = demoIds.map((id) => ({ id, path: `${demoBases[id].slice(1)}/*`, App: lazy(loaders[id]) }));
