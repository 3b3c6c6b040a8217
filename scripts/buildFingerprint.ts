/**
 * What a build is made from, as one hash: every input file's path and content plus the build-time
 * environment (VITE_* variables). `npm start` (scripts/start.ts) rebuilds only when it changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const FINGERPRINT_FILE = '.build-fingerprint';
export const SITE_INPUTS = [
  'src',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.browser.json',
  // Its "imports" map resolves #contract/*.
  'package.json',
  'package-lock.json',
  'scripts/prerender.ts',
];
export const STORYBOOK_INPUTS = [...SITE_INPUTS, 'stories', '.storybook', 'mocks'];

function files(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(root, join(path, name)));
}

export function fingerprint(inputs: string[], root = '.', env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => files(root, input))) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  for (const key of Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort())
    hash.update(`${key}=${env[key]}\0`);
  return hash.digest('hex');
}

/** True when `dir` holds a build made from exactly these inputs. */
export function isFresh(dir: string, print: string): boolean {
  const stamp = join(dir, FINGERPRINT_FILE);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === print;
}
