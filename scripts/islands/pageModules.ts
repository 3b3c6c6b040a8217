/**
 * Which JS files a prerendered page names in its <head> (scripts/prerender.ts), from the client
 * build's manifest and the chunk of every registry entry (dist/.vite/islands.json, written by
 * scripts/islands/vitePlugin.ts): no module path is written by hand.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';
import type { IslandName, runtimeModules } from '../../src/islands/registry.ts';

/** Where the client build writes each registry entry's source and chunk, relative to dist/. */
export const ISLAND_CHUNKS_FILE = '.vite/islands.json';

export interface IslandChunk {
  /** The module the entry's `load` imports, relative to the project root. */
  source: string;
  /** The chunk that holds it, relative to dist/. */
  file: string;
}

/** What the prerender step reads of an island's registry entry (from the SSR bundle). */
export interface IslandTiming {
  when: string;
  preload?: boolean;
}

type Named = IslandName | keyof typeof runtimeModules;

export function pageModules(dist: string, islands: Record<IslandName, IslandTiming>) {
  const read = <T>(file: string) => JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as T;
  const manifest = read<Manifest>('.vite/manifest.json');
  const named = read<Partial<Record<Named, IslandChunk>>>(ISLAND_CHUNKS_FILE);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  /** The manifest key of a registry entry's chunk. */
  const chunkOf = (name: Named): string => {
    const key = keyOfFile.get(named[name]?.file ?? '');
    if (!key) throw new Error(`${ISLAND_CHUNKS_FILE}: no chunk for "${name}" (src/islands/registry.ts)`);
    return key;
  };
  const islandNames = Object.keys(islands) as IslandName[];
  // Every entry has its chunk, or the build fails here rather than on the page that needs it.
  [...islandNames, 'hydrate', 'clientApp'].forEach((name) => chunkOf(name as Named));

  /** Files of a chunk and its static imports, in manifest order. */
  function chunkFiles(key: string | undefined, into = new Set<string>()): Set<string> {
    const chunk = key ? manifest[key] : undefined;
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    chunk.imports?.forEach((dep) => chunkFiles(dep, into));
    return into;
  }
  const entryFiles = chunkFiles(entryKey);
  const entryImports = [...entryFiles].filter((file) => file !== manifest[entryKey ?? '']?.file);

  /** Files of these registry entries' chunks (and their static imports) that the entry does not already bring. */
  const filesOf = (names: Named[]) => {
    const files = names.flatMap((name) => [...chunkFiles(chunkOf(name))]);
    return [...new Set(files.filter((file) => !entryFiles.has(file)))];
  };

  /**
   * JS for a page's islands. `preload`: modulepreloaded in the HTML (a client-rendered page's app,
   * islands that hydrate at load). `warm`: fetched and compiled by the runtime once the page has
   * loaded, not run (islands marked `preload` in src/islands/registry.ts, and the page's
   * companions), so a form works if the connection drops later, without competing with the first paint.
   */
  return function modulesFor(names: IslandName[], shellOnly: boolean): { preload: string[]; warm: string[] } {
    if (shellOnly) return { preload: [...entryImports, ...filesOf(['clientApp'])], warm: [] };
    const atLoad = names.filter((name) => islands[name].when === 'load');
    const warmed = names.some((name) => islands[name].preload)
      ? names.filter((name) => islands[name].preload || islands[name].when === 'others')
      : [];
    const preload = atLoad.length ? [...entryImports, ...filesOf(['hydrate', ...atLoad])] : entryImports;
    const warm = warmed.length ? filesOf(['hydrate', ...warmed]).filter((file) => !preload.includes(file)) : [];
    return { preload, warm };
  };
}
