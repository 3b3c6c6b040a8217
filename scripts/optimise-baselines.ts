/**
 * Re-encodes every committed visual baseline losslessly smaller (tests/visual/optimise.ts); a run
 * of the storybook project already does this for the baselines it writes. Prints the total before
 * and after. Usage: node scripts/optimise-baselines.ts
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { BASELINE_DIR } from '../tests/visual/config.ts';
import { optimiseFiles } from '../tests/visual/optimise.ts';
import { cli } from './cli.ts';

cli(import.meta.filename, {});

const files = readdirSync(BASELINE_DIR, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.png'))
  .map((name) => path.join(BASELINE_DIR, name));
const results = await optimiseFiles(files);
const total = (key: 'before' | 'after') => results.reduce((n, r) => n + r[key], 0) / 1024 / 1024;
console.log(`[visual] ${results.length} baselines: ${total('before').toFixed(1)} MiB -> ${total('after').toFixed(1)} MiB`);
