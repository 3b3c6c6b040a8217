/**
 * `import font from '…/x-latin-wght-normal.woff2?wght=400-800&subset'` gives
 * `{ core, full, coreRange, restRange, weight }`
 * (src/theme/GlobalStyle.ts, latinVariableFont): the URLs of the font's core subset and of the whole
 * latin file, the unicode-range each serves (scripts/fonts/subset.ts) and the weights the site draws
 * it at (`wght=400` or `wght=400-800`: the core file keeps only those; both faces declare them). A build writes the core
 * file once to node_modules/.cache/subset-fonts and lets Vite emit both as hashed assets; the dev
 * server and Storybook serve the whole file for both ranges (the browser fetches it once).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { CORE_RANGE, REST_RANGE, coreSubset, type WeightRange } from './subset.ts';

const PREFIX = '\0font-subset:';
/** A `.js` ending, so the dev server treats the module as script (no `?import` added to it). */
const SUFFIX = '.js';
const WEIGHTS = '@wght=';
const CACHE = path.resolve('node_modules/.cache/subset-fonts');

/** `wght=400-800` (or `wght=400`) of an import's query. */
function weightsOf(query: URLSearchParams, source: string): WeightRange {
  const match = /^(\d{3})(?:-(\d{3}))?$/.exec(query.get('wght') ?? '');
  if (!match) throw new Error(`subset-fonts: ${source} needs the weights the site uses, as wght=400 or wght=400-800`);
  const [min, max = min] = [Number(match[1]), Number(match[2] ?? match[1])];
  if (min > max) throw new Error(`subset-fonts: ${source}: wght=${min}-${max} runs backwards`);
  return { min, max };
}

/** The core subset's file, named `<font>-<weights>-core.woff2` (the prerender preloads the `-core-` assets). */
async function writeCore(file: string, weights: WeightRange): Promise<string> {
  const target = path.join(CACHE, `${path.basename(file, '.woff2')}-${weights.min}-${weights.max}-core.woff2`);
  await mkdir(CACHE, { recursive: true });
  const partial = `${target}.${process.pid}.tmp`;
  await writeFile(partial, await coreSubset(file, weights));
  await rename(partial, target);
  return target;
}

export function subsetFonts(): Plugin {
  let build = false;
  return {
    name: 'subset-fonts',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    async resolveId(source, importer) {
      const [spec = '', search = ''] = source.split('?');
      const query = new URLSearchParams(search);
      if (!query.has('subset') || !spec.endsWith('.woff2')) return null;
      const { min, max } = weightsOf(query, source);
      const resolved = await this.resolve(spec, importer, { skipSelf: true });
      if (!resolved) throw new Error(`subset-fonts: cannot resolve ${spec} from ${importer ?? 'the entry'}`);
      return `${PREFIX}${resolved.id}${WEIGHTS}${min}-${max}${SUFFIX}`;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [file = '', range = ''] = id.slice(PREFIX.length, -SUFFIX.length).split(WEIGHTS);
      const [min = 0, max = 0] = range.split('-').map(Number);
      const core = build ? await writeCore(file, { min, max }) : file;
      const weight = min === max ? `${min}` : `${min} ${max}`;
      return [
        `import core from ${JSON.stringify(`${core}?url`)};`,
        `import full from ${JSON.stringify(`${file}?url`)};`,
        `export default { core, full, weight: ${JSON.stringify(weight)}, ` +
          `coreRange: ${JSON.stringify(CORE_RANGE)}, restRange: ${JSON.stringify(REST_RANGE)} };`,
      ].join('\n');
    },
  };
}
