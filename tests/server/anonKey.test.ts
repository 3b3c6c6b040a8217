/**
 * The build refuses an anon key the server would refuse (issue 26): scripts/anonKey.ts, and the
 * real `vite build` stopping on it before it bundles anything.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anonKeyProblem } from '../../scripts/anonKey.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, signAnonKey, signServiceRoleKey } from '../../server/kit/keys.ts';
import { NODE, REPO_ROOT, signToken, TEST_SECRET } from './helpers/server.ts';

describe('anonKeyProblem', () => {
  it('accepts the local default, an anon key signed with JWT_SECRET, and a publishable key', async () => {
    expect(await anonKeyProblem({})).toBeUndefined();
    expect(await anonKeyProblem({ VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY, JWT_SECRET: LOCAL_JWT_SECRET })).toBeUndefined();
    expect(await anonKeyProblem({ VITE_SUPABASE_ANON_KEY: await signAnonKey(TEST_SECRET), JWT_SECRET: TEST_SECRET })).toBeUndefined();
    // No secret at hand: only the role is checked.
    expect(await anonKeyProblem({ VITE_SUPABASE_ANON_KEY: await signAnonKey(TEST_SECRET) })).toBeUndefined();
    expect(await anonKeyProblem({ VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc123' })).toBeUndefined();
  });

  it.each([
    [
      'a service_role key',
      async () => ({ VITE_SUPABASE_ANON_KEY: await signServiceRoleKey(TEST_SECRET) }),
      /is a service_role key, not an anon key\. It bypasses every access rule/,
    ],
    [
      'an authenticated JWT',
      async () => ({ VITE_SUPABASE_ANON_KEY: await signToken({ role: 'authenticated' }) }),
      /is a authenticated key, not an anon key/,
    ],
    ['a JWT without a role', async () => ({ VITE_SUPABASE_ANON_KEY: await signToken({ sub: 'x' }) }), /is a JWT without a role/],
    ['a line cut short', async () => ({ VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY.slice(0, 40) }), /is not a JWT/],
    ['a label pasted with the key', async () => ({ VITE_SUPABASE_ANON_KEY: 'anon key (VITE_SUPABASE_ANON_KEY):' }), /is not a JWT/],
    ['an empty value', async () => ({ VITE_SUPABASE_ANON_KEY: '' }), /is empty/],
    ['a secret key', async () => ({ VITE_SUPABASE_ANON_KEY: 'sb_secret_abc' }), /secret key \(sb_secret_…\)/],
    [
      'an anon key of another secret',
      async () => ({ VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY, JWT_SECRET: TEST_SECRET }),
      /was not signed with this JWT_SECRET/,
    ],
    [
      'no key while JWT_SECRET is set',
      async () => ({ JWT_SECRET: TEST_SECRET }),
      /is not set, so the site would use the local development key/,
    ],
  ])('refuses %s, saying what to use instead and never echoing the key', async (_label, env, message) => {
    const vars: Record<string, string> = await env();
    const problem = (await anonKeyProblem(vars)) ?? '';
    expect(problem).toMatch(message);
    expect(problem).toContain('npm run keys');
    if (vars.VITE_SUPABASE_ANON_KEY) expect(problem).not.toContain(vars.VITE_SUPABASE_ANON_KEY);
  });
});

describe('vite build', () => {
  it('stops with the reason before bundling when the anon key is a service_role key', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-anonkey-build-'));
    try {
      const vite = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');
      const env = { PATH: process.env.PATH ?? '', VITE_SUPABASE_ANON_KEY: await signServiceRoleKey(TEST_SECRET) };
      const r = spawnSync(NODE, [vite, 'build', '--outDir', out, '--emptyOutDir'], {
        cwd: REPO_ROOT,
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(r.status).not.toBe(0);
      expect(r.stdout + r.stderr).toMatch(/Refusing to build: VITE_SUPABASE_ANON_KEY is a service_role key, not an anon key/);
      expect(fs.readdirSync(out)).toEqual([]);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
