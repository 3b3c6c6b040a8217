/**
 * `node scripts/precompress.ts DIR...` — the last step of `npm run build` and `npm run
 * build-storybook`: a brotli (.br) and a gzip (.gz) copy beside every file the server would
 * compress (server/http/static.ts: text of 1 KiB or more), which serveStatic sends as they are, so the
 * server compresses none of the build per request. Dot-directories (.vite) are left alone.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { getMimeType } from 'hono/utils/mime';
import { COMPRESSIBLE, MIN_COMPRESS_BYTES } from '../server/http/static.ts';
import { cli } from './cli.ts';

const BROTLI_MAX = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } };

/** Writes the copies under `dir`; returns how many files got them and their bytes before and after brotli. */
export function precompress(dir: string): { files: number; bytes: number; brotli: number } {
  const total = { files: 0, bytes: 0, brotli: 0 };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const hidden = path
      .relative(dir, file)
      .split(path.sep)
      .some((segment) => segment.startsWith('.'));
    if (!entry.isFile() || hidden || !COMPRESSIBLE.test(getMimeType(file) ?? '')) continue;
    const raw = readFileSync(file);
    if (raw.length < MIN_COMPRESS_BYTES) continue;
    const br = zlib.brotliCompressSync(raw, BROTLI_MAX);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
    total.files++;
    total.bytes += raw.length;
    total.brotli += br.length;
  }
  return total;
}

if (import.meta.main) {
  const dirs = cli(import.meta.filename, {}, true).positionals;
  if (!dirs.length) throw new Error('usage: node scripts/precompress.ts DIR... (-h for more)');
  for (const dir of dirs) {
    const started = Date.now();
    const { files, bytes, brotli } = precompress(dir);
    const kB = (n: number) => `${Math.round(n / 1024)} kB`;
    console.log(`precompressed ${files} files in ${dir} (${kB(bytes)} -> ${kB(brotli)} brotli) in ${Date.now() - started} ms`);
  }
}
