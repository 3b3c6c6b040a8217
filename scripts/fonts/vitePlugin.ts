/**
 * `import font from '…/x-latin-wght-normal.woff2?subset'` gives `{ core, full, coreRange, restRange }`
 * (src/theme/GlobalStyle.ts, latinVariableFont): the URLs of the font's core subset and of the whole
 * latin file, and the unicode-range each serves (scripts/fonts/subset.ts). A build writes the core
 * file once to node_modules/.cache/subset-fonts and lets Vite emit both as hashed assets; the dev
 * server and Storybook serve the whole file for both ranges (the browser fetches it once).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { CORE_RANGE, REST_RANGE, coreSubset } from './subset.ts';

const PREFIX = '\0font-subset:';
/** A `.js` ending, so the dev server treats the module as script (no `?import` added to it). */
const SUFFIX = '.js';
const CACHE = path.resolve('node_modules/.cache/subset-fonts');

/** The core subset's file, named `<font>-core.woff2` (the prerender preloads the `-core-` assets). */
async function writeCore(file: string): Promise<string> {
  const target = path.join(CACHE, `${path.basename(file, '.woff2')}-core.woff2`);
  await mkdir(CACHE, { recursive: true });
  const partial = `${target}.${process.pid}.tmp`;
  await writeFile(partial, await coreSubset(file));
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
      const [spec = '', query = ''] = source.split('?');
      if (!new URLSearchParams(query).has('subset') || !spec.endsWith('.woff2')) return null;
      const resolved = await this.resolve(spec, importer, { skipSelf: true });
      if (!resolved) throw new Error(`subset-fonts: cannot resolve ${spec} from ${importer ?? 'the entry'}`);
      return `${PREFIX}${resolved.id}${SUFFIX}`;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      const core = build ? await writeCore(file) : file;
      return [
        `import core from ${JSON.stringify(`${core}?url`)};`,
        `import full from ${JSON.stringify(`${file}?url`)};`,
        `export default { core, full, coreRange: ${JSON.stringify(CORE_RANGE)}, restRange: ${JSON.stringify(REST_RANGE)} };`,
      ].join('\n');
    },
  };
}
