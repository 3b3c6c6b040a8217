/**
 * Prints which sources make up a built chunk (minified bytes attributed through its sourcemap).
 * Usage: vite build --sourcemap && node scripts/bundle-breakdown.ts dist/assets/index-*.js
 */
import { readFileSync } from 'node:fs';
import { cli } from './cli.ts';

const [file, ...extra] = cli(import.meta.filename, {}, true).positionals;
if (!file || extra.length) {
  console.error('bundle-breakdown.ts: give exactly one chunk (dist/assets/<name>.js). See --help.');
  process.exit(2);
}
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string; sources: string[] };
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decode(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    let digit = B64.indexOf(char);
    const more = digit & 32;
    digit &= 31;
    value += digit << shift;
    if (more) shift += 5;
    else {
      out.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

const sizes = new Map<string, number>();
const lines = code.split('\n');
let source = 0;
map.mappings.split(';').forEach((line, lineIndex) => {
  const segments = line.split(',').filter(Boolean).map(decode);
  let column = 0;
  segments.forEach((segment, i) => {
    column += segment[0] ?? 0;
    if (segment.length > 1) source += segment[1] ?? 0;
    const next = i + 1 < segments.length ? column + (segments[i + 1]?.[0] ?? 0) : (lines[lineIndex]?.length ?? 0);
    const name = (map.sources[source] ?? '?').replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1').replace(/^(\.\.\/)+/, '');
    sizes.set(name, (sizes.get(name) ?? 0) + (next - column));
  });
});
for (const [name, bytes] of [...sizes].sort((a, b) => b[1] - a[1])) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} kB  ${name}`);
