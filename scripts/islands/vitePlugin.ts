/**
 * The build half of the islands (src/islands). Each island's module is named once, by the
 * `import('…')` of its `*.island.ts` file (src/allIslands.ts collects them), and the page script's
 * other lazy modules by their `{ name: { load: () => import('…') } }` entries (LAZY_MODULES); this
 * Vite plugin derives the rest. In the client build it reads each of those files, resolves every
 * `import('…')` as Vite does, finds the chunk that holds the module (its own chunk, or a shared one
 * the bundler merged it into) and writes dist/.vite/islands.json — `{ "navBar": { "source":
 * "src/sections/NavBar/NavBar.tsx", "file": "assets/NavBar-….js" }, … }` — for the prerender step's
 * modulepreloads and warmed modules (scripts/islands/pageModules.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseSync, type Plugin } from 'vite';
import { ISLAND_CHUNKS_FILE, type IslandChunk } from './pageModules.ts';

/** The files naming the page script's other lazy modules: React's half of the runtime, the client-rendered app. */
export const LAZY_MODULES = ['src/islands/runtime.ts', 'src/entry-client.tsx'];
export const isIslandFile = (file: string) => /\.island\.tsx?$/.test(file);

type Node = { type?: string; [field: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** The string value of an object's `name: '…'` property (an island's definition). */
function nameField(object: Node): string | undefined {
  const properties = Array.isArray(object.properties) ? (object.properties as unknown[]) : [];
  for (const property of properties) {
    if (!isNode(property) || !isNode(property.key) || !isNode(property.value)) continue;
    if (property.key.name === 'name' && typeof property.value.value === 'string') return property.value.value;
  }
  return undefined;
}

/**
 * The module each `import('spec')` of a file loads, by name: the nearest enclosing object names it,
 * by its `name: '…'` (`defineIsland({ name: 'faq', load: () => import('./Faq') })`) or else by the
 * property it is the value of (`{ hydrate: { load: () => import('./hydrate') } }`).
 */
export function lazyImports(code: string, file: string): [string, string][] {
  const { program, errors } = parseSync(file, code);
  if (errors.length) throw new Error(`${file}: ${errors[0]?.message}`);
  const found: [string, string][] = [];
  const walk = (node: unknown, name: string | undefined): void => {
    if (Array.isArray(node)) return node.forEach((child) => walk(child, name));
    if (!isNode(node)) return;
    const { key, value, source } = node;
    const namesEntry = node.type === 'Property' && isNode(value) && value.type === 'ObjectExpression';
    if (namesEntry && isNode(key) && typeof key.name === 'string') name = key.name;
    if (node.type === 'ObjectExpression') name = nameField(node) ?? name;
    if (node.type === 'ImportExpression' && isNode(source) && typeof source.value === 'string') {
      if (!name) throw new Error(`${file}: import('${source.value}') outside a named entry`);
      found.push([name, source.value]);
    }
    for (const child of Object.values(node)) walk(child, name);
  };
  walk(program, undefined);
  const names = found.map(([name]) => name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new Error(`${file}: "${repeated}" imports more than one module`);
  return found;
}

export function islandChunks(): Plugin {
  let root = '';
  return {
    name: 'island-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const lazyFiles = LAZY_MODULES.map((file) => path.join(root, file));
      // A build without the island runtime (the Storybook) has nothing to name.
      if (!lazyFiles.every((file) => this.getModuleInfo(file))) return;
      const islandFiles = [...this.getModuleIds()].filter((id) => isIslandFile(id) && !id.includes('/node_modules/'));
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const named: Record<string, IslandChunk> = {};
      for (const file of [...lazyFiles, ...islandFiles]) {
        for (const [name, specifier] of lazyImports(await readFile(file, 'utf8'), file)) {
          const id = (await this.resolve(specifier, file))?.id;
          const chunk = id ? chunks.find((candidate) => candidate.moduleIds.includes(id)) : undefined;
          if (!id || !chunk) this.error(`${path.relative(root, file)}: no chunk of the build holds ${specifier} (${name})`);
          if (named[name]) this.error(`${path.relative(root, file)}: "${name}" is named twice`);
          named[name] = { source: path.relative(root, id), file: chunk.fileName };
        }
      }
      this.emitFile({ type: 'asset', fileName: ISLAND_CHUNKS_FILE, source: `${JSON.stringify(named, null, 2)}\n` });
    },
  };
}
