/**
 * Which JS files a prerendered page names in its <head> (scripts/prerender.ts), from the client
 * build's manifest and the chunk of every island's module and of the runtime's lazy modules
 * (dist/.vite/islands.json, written by scripts/islands/vitePlugin.ts): no module path is written by hand.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';

/** Where the client build writes each named lazy module's source and chunk, relative to dist/. */
export const ISLAND_CHUNKS_FILE = '.vite/islands.json';

export interface IslandChunk {
  /** The module its `load` imports, relative to the project root. */
  source: string;
  /** The chunk that holds it, relative to dist/. */
  file: string;
}

/** What the prerender step reads of an island's definition (from the SSR bundle). */
export interface IslandTiming {
  when: string;
  preload?: boolean;
}

/** The runtime's lazy modules (src/islands/runtime.ts, src/entry-client.tsx): every build has them. */
const RUNTIME_MODULES = ['hydrate', 'clientApp'];

export function pageModules(dist: string, islands: Record<string, IslandTiming>) {
  const read = <T>(file: string) => JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as T;
  const manifest = read<Manifest>('.vite/manifest.json');
  const named = read<Partial<Record<string, IslandChunk>>>(ISLAND_CHUNKS_FILE);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  /** The manifest key of the chunk of an island's module or of a runtime module. */
  const chunkOf = (name: string): string => {
    const key = keyOfFile.get(named[name]?.file ?? '');
    if (!key) throw new Error(`${ISLAND_CHUNKS_FILE}: no chunk for "${name}" (its *.island.ts, or scripts/islands/vitePlugin.ts)`);
    return key;
  };
  // Every island and runtime module has its chunk, or the build fails here rather than on the page that needs it.
  [...Object.keys(islands), ...RUNTIME_MODULES].forEach(chunkOf);

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

  /** Files of these modules' chunks (and their static imports) that the entry does not already bring. */
  const filesOf = (names: string[]) => {
    const files = names.flatMap((name) => [...chunkFiles(chunkOf(name))]);
    return [...new Set(files.filter((file) => !entryFiles.has(file)))];
  };

  /**
   * JS for a page's islands. `preload`: modulepreloaded in the HTML (a client-rendered page's app,
   * islands that hydrate at load). `warm`: fetched and compiled by the runtime once the page has
   * loaded, not run (islands whose definition says `preload`, and the page's
   * companions), so a form works if the connection drops later, without competing with the first paint.
   */
  return function modulesFor(names: string[], shellOnly: boolean): { preload: string[]; warm: string[] } {
    if (shellOnly) return { preload: [...entryImports, ...filesOf(['clientApp'])], warm: [] };
    const atLoad = names.filter((name) => islands[name]?.when === 'load');
    const warmed = names.some((name) => islands[name]?.preload)
      ? names.filter((name) => islands[name]?.preload || islands[name]?.when === 'others')
      : [];
    const preload = atLoad.length ? [...entryImports, ...filesOf(['hydrate', ...atLoad])] : entryImports;
    const warm = warmed.length ? filesOf(['hydrate', ...warmed]).filter((file) => !preload.includes(file)) : [];
    return { preload, warm };
  };
}
