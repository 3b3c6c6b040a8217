/**
 * Storybook project: after a run, every baseline it wrote (a new story, or `--update`) is stored
 * optimised (optimise.ts). Runs that only compare write nothing and do nothing here.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { BASELINE_DIR } from './config.ts';
import { optimiseFiles } from './optimise.ts';

function pngsWrittenSince(dir: string, since: number): string[] {
  let found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found = found.concat(pngsWrittenSince(file, since));
    else if (entry.name.endsWith('.png') && statSync(file).mtimeMs >= since) found.push(file);
  }
  return found;
}

export default function setup(): () => Promise<void> {
  const started = Date.now() - 1000; // mtime granularity
  return async () => {
    const written = pngsWrittenSince(path.resolve(BASELINE_DIR), started);
    if (written.length === 0) return;
    const results = await optimiseFiles(written);
    const before = results.reduce((n, r) => n + r.before, 0);
    const after = results.reduce((n, r) => n + r.after, 0);
    console.log(`[visual] ${results.length} baseline(s) written, stored optimised: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB`);
  };
}
