import { islandTable, type IslandDefinition } from './islands/define';

/**
 * Every island of the site: the default export of each `*.island.ts` file, collected by Vite's
 * glob (the page script and the prerender both start from here). Adding an island is adding such
 * a file beside its component; scripts/islands/vitePlugin.ts finds the chunk of its module.
 */
export const islands = islandTable(import.meta.glob<IslandDefinition>('./**/*.island.ts', { eager: true, import: 'default' }));
