import type { ComponentType } from 'react';

/**
 * When an island hydrates:
 * - load:        at once
 * - interaction: at the first pointer, focus or key in it, or once the visitor scrolls the page
 *                (then when the browser is idle): a page that is only read never loads React.
 *                A click on one of its buttons before then (a form's submit, too) is held and
 *                replayed once React is in charge; forms keep what was typed before hydration.
 * - visible:     when it scrolls into view, or at the first pointer, focus or key in it
 * - others:      when the browser is idle after another island of the page started (the toasts:
 *                only islands raise them)
 */
export type HydrateWhen = 'load' | 'interaction' | 'visible' | 'others';

/**
 * One island: the default export of a `*.island.ts` file beside its component. The file names the
 * component's module by dynamic import only (`load`), so the page script that collects every
 * definition (src/allIslands.ts) carries no component; the build finds the module's chunk from
 * that `import('…')` (scripts/islands/vitePlugin.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component; <Island> checks the props against this one
export interface IslandDefinition<C extends ComponentType<any> = ComponentType<any>> {
  /** Unique: the page's marker carries it (data-island), the runtime finds the definition by it. */
  name: string;
  when: HydrateWhen;
  /** Hydrates at load when the page needs it at once (a form with state to apply). */
  eager?: () => boolean;
  /** The runtime fetches and compiles its modules (and the page's companions') once the page has loaded. */
  preload?: boolean;
  /** Its component's module, by dynamic import (one `import('…')`, which the build reads). */
  load: () => Promise<C>;
}

/** The component an island's `load` resolves to: the one `<Island>` renders, with its props. */
export type IslandComponent<D extends IslandDefinition> = Awaited<ReturnType<D['load']>>;

/** Keeps the definition's exact component type, so `<Island>` checks the props given with it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see IslandDefinition
export const defineIsland = <C extends ComponentType<any>>(definition: IslandDefinition<C>): IslandDefinition<C> => definition;

/** Every island by name; the runtime and the prerender step look islands up in it. */
export type IslandTable = Readonly<Record<string, IslandDefinition>>;

/** The table of the definitions a glob of `*.island.ts` files found (file → its default export). */
export function islandTable(files: Record<string, IslandDefinition | undefined>): IslandTable {
  // No prototype: a marker's name is looked up in it (data-island="constructor" is no island).
  const table: Record<string, IslandDefinition> = Object.create(null) as Record<string, IslandDefinition>;
  for (const [file, definition] of Object.entries(files)) {
    if (!definition?.name || typeof definition.load !== 'function') throw new Error(`${file}: export default defineIsland({ … })`);
    if (table[definition.name]) throw new Error(`${file}: another island is named "${definition.name}"`);
    table[definition.name] = definition;
  }
  return table;
}
