/**
 * The build half of the islands (src/islands): each island's module is named once, by its `load`
 * in src/islands/registry.ts, and this Vite plugin derives the rest. In the client build it reads
 * the registry, resolves every entry's `import('…')` as Vite does, finds the chunk that holds the
 * module (its own chunk, or a shared one the bundler merged it into) and writes
 * dist/.vite/islands.json — `{ "navBar": { "source": "src/sections/NavBar/NavBar.tsx", "file":
 * "assets/NavBar-….js" }, … }` — for the prerender step's modulepreloads and warmed modules
 * (scripts/islands/pageModules.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseSync, type Plugin } from 'vite';
import { ISLAND_CHUNKS_FILE, type IslandChunk } from './pageModules.ts';

export const REGISTRY = 'src/islands/registry.ts';

type Node = { type?: string; [field: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/**
 * The entries of the registry's code that load a module: `name: { …, load: () => import('spec') }`
 * gives [name, spec] (the import's nearest enclosing object property names it).
 */
export function registryImports(code: string, file = REGISTRY): [string, string][] {
  const { program, errors } = parseSync(file, code);
  if (errors.length) throw new Error(`${file}: ${errors[0]?.message}`);
  const found: [string, string][] = [];
  const walk = (node: unknown, name: string | undefined): void => {
    if (Array.isArray(node)) return node.forEach((child) => walk(child, name));
    if (!isNode(node)) return;
    const { key, value, source } = node;
    const namesEntry = node.type === 'Property' && isNode(value) && value.type === 'ObjectExpression';
    if (namesEntry && isNode(key) && typeof key.name === 'string') name = key.name;
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
      const registry = path.join(root, REGISTRY);
      // A build without the island runtime (the Storybook) has nothing to name.
      if (!this.getModuleInfo(registry)) return;
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const named: Record<string, IslandChunk> = {};
      for (const [name, specifier] of registryImports(await readFile(registry, 'utf8'))) {
        const id = (await this.resolve(specifier, registry))?.id;
        const chunk = id ? chunks.find((candidate) => candidate.moduleIds.includes(id)) : undefined;
        if (!id || !chunk) this.error(`${REGISTRY}: no chunk of the build holds ${specifier} (${name})`);
        named[name] = { source: path.relative(root, id), file: chunk.fileName };
      }
      this.emitFile({ type: 'asset', fileName: ISLAND_CHUNKS_FILE, source: `${JSON.stringify(named, null, 2)}\n` });
    },
  };
}
