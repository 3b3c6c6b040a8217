/**
 * Where each demo is mounted: the registry's base paths on their own, so the always-loaded router
 * shell reads them without the rest of the registry (navigation, catalogue) in the entry chunk.
 */
export const demoBases = {
  coffee: '/demo/one-time',
  landscaping: '/demo/standard',
  homegoods: '/demo/advanced',
} as const;

export type DemoId = keyof typeof demoBases;

/** The demos in the order the studio presents them (one-time, standard, advanced). */
export const demoIds: readonly DemoId[] = ['coffee', 'landscaping', 'homegoods'];
