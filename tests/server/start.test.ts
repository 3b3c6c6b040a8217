/**
 * `npm start` rebuilds only a missing or stale build (scripts/start.ts): a fresh fingerprint skips
 * the build, any changed input file or VITE_* variable makes it stale again.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FINGERPRINT_FILE, fingerprint, SITE_INPUTS } from '../../scripts/buildFingerprint.ts';
import { NODE, REPO_ROOT } from './helpers/server.ts';

const START = path.join(REPO_ROOT, 'scripts/start.ts');

function check(cwd: string, env: Record<string, string> = {}) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITE_')));
  const r = spawnSync(NODE, [START, '--check'], { cwd, encoding: 'utf8', env: { ...clean, STORYBOOK_PATH: 'off', ...env } });
  return { status: r.status, out: r.stdout + r.stderr };
}

describe('npm start builds only when needed', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'start-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.mkdirSync(path.join(root, 'src/pages'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src/pages/Home.tsx'), 'export const a = 1;\n');
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>\n');
  const stamp = () => fs.writeFileSync(path.join(root, 'dist', FINGERPRINT_FILE), fingerprint(SITE_INPUTS, root, {}));

  it('calls a missing build stale', () => {
    expect(check(root)).toMatchObject({ status: 1, out: expect.stringContaining('site build is missing or stale') });
  });

  it('calls a build made from the current inputs up to date', () => {
    fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
    stamp();
    expect(check(root)).toMatchObject({ status: 0, out: expect.stringContaining('site build is up to date') });
  });

  it('calls it stale when a source changes, a file is added, or a VITE_ variable differs', () => {
    fs.writeFileSync(path.join(root, 'src/pages/Home.tsx'), 'export const a = 2;\n');
    expect(check(root).status).toBe(1);
    stamp();
    fs.writeFileSync(path.join(root, 'src/pages/New.tsx'), 'export {};\n');
    expect(check(root).status).toBe(1);
    stamp();
    expect(check(root).status).toBe(0);
    expect(check(root, { VITE_SUPABASE_URL: 'https://example.test' }).status).toBe(1);
  });

  it('ignores files that are not inputs of the build', () => {
    fs.writeFileSync(path.join(root, 'README.md'), 'notes\n');
    fs.writeFileSync(path.join(root, 'dist', 'index.html'), 'built\n');
    expect(check(root).status).toBe(0);
  });
});
