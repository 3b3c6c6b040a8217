/**
 * The staff CLI as a user runs it (`node server/cli/staff.ts`, what the npm scripts call):
 * against a running `node server/main.ts` on the embedded PostgreSQL (connects to that cluster),
 * with no server running (starts the cluster for the command), refusing a DATA_DIR that holds no
 * database, and against PostgreSQL (DATABASE_URL). Each account it creates signs in through supabase-js.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../server/kit/keys.ts';
import { createPgDatabase, tempDir } from './helpers/backends.ts';
import { makeDist } from './helpers/dist.ts';
import { NODE, REPO_ROOT, spawnServer, waitForExit } from './helpers/server.ts';
import type { ChildServer } from './helpers/server.ts';

const PASSWORD = 'staff password long enough';
const CHEAP = { AUTH_ARGON2_MEMORY_KIB: '256', AUTH_ARGON2_TIME_COST: '1' };

function cli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      NODE,
      ['server/cli/staff.ts', ...args],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...CHEAP, ...env }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end();
  });
}

async function signIn(url: string, email: string, password = PASSWORD) {
  const sb = createClient(url, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  return sb.auth.signInWithPassword({ email, password });
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('staff CLI on the embedded database', () => {
  // A server start and eleven CLI runs (each a Node start): 10–20 s on a quiet machine, and more than
  // the default 30 s beside the story captures in CI (timed out once). No time bound is what this test claims.
  it('works while the server runs (through its PostgreSQL) and signs in at once', async () => {
    const dir = tempDir('studio-staff');
    const dist = makeDist();
    cleanups.push(
      () => fs.rmSync(dir, { recursive: true, force: true }),
      () => fs.rmSync(dist, { recursive: true, force: true }),
    );
    const server: ChildServer = await spawnServer({ DATA_DIR: dir, DIST_DIR: dist, ...CHEAP });
    cleanups.push(async () => {
      server.proc.kill('SIGTERM');
      await waitForExit(server.proc);
    });
    const env = { DATA_DIR: dir };
    const add = await cli(['add', '--email', 'Staff@Example.com'], { ...env, STAFF_PASSWORD: PASSWORD });
    expect(add).toMatchObject({ code: 0 });
    expect(add.stderr).toContain("via the running server's PostgreSQL");
    expect(add.stdout + add.stderr).not.toContain(PASSWORD);
    expect((await signIn(server.url, 'staff@example.com')).error).toBeNull();

    const list = await cli(['list'], env);
    expect(list.stdout).toMatch(/staff@example\.com\tnot enrolled/);

    const reset = await cli(['reset-mfa', '--email', 'staff@example.com'], env);
    expect(reset).toMatchObject({ code: 0 });
    expect(reset.stdout).toContain('0 factor(s) removed');

    const weak = await cli(['add', '--email', 'other@example.com'], { ...env, STAFF_PASSWORD: 'short' });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('Password refused');
    const badEmail = await cli(['add', '--email', 'not-an-email'], { ...env, STAFF_PASSWORD: PASSWORD });
    expect(badEmail.code).toBe(1);
    const missing = await cli(['remove', '--email', 'nobody@example.com'], env);
    expect(missing).toMatchObject({ code: 1 });
    expect(missing.stderr).toContain('No staff member');
    const usage = await cli(['add'], env);
    expect(usage.stderr).toContain('--email <address> is required');
    const unknown = await cli(['list', '--mail', 'x@example.com'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown option '--mail'");

    expect((await cli(['remove', '--email', 'staff@example.com'], env)).code).toBe(0);
    expect((await signIn(server.url, 'staff@example.com')).error?.code).toBe('invalid_credentials');
    expect((await cli(['list'], env)).stdout).toContain('No staff members.');
  }, 120_000);

  it('refuses to guess: a DATA_DIR without a database is not created', async () => {
    const dir = tempDir('studio-staff');
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const add = await cli(['add', '--email', 'lost@example.com'], { DATA_DIR: dir, STAFF_PASSWORD: PASSWORD });
    expect(add.code).toBe(1);
    expect(add.stderr).toContain(`no database in DATA_DIR=${dir}`);
    expect(add.stdout).not.toContain('Added');
    expect(fs.readdirSync(dir)).toEqual([]); // nothing created
  });

  it('starts the cluster itself when no server runs', async () => {
    const dir = tempDir('studio-staff');
    const dist = makeDist();
    cleanups.push(
      () => fs.rmSync(dir, { recursive: true, force: true }),
      () => fs.rmSync(dist, { recursive: true, force: true }),
    );
    const first = await spawnServer({ DATA_DIR: dir, DIST_DIR: dist, ...CHEAP });
    first.proc.kill('SIGTERM');
    expect(await waitForExit(first.proc)).toBe(0);
    const add = await cli(['add', '--email', 'offline@example.com'], { DATA_DIR: dir, STAFF_PASSWORD: PASSWORD });
    expect(add).toMatchObject({ code: 0 });
    expect(add.stderr).toContain('started for this command');
    const server = await spawnServer({ DATA_DIR: dir, DIST_DIR: dist, ...CHEAP });
    try {
      expect((await signIn(server.url, 'offline@example.com')).error).toBeNull();
    } finally {
      server.proc.kill('SIGTERM');
      await waitForExit(server.proc);
    }
  });
});

describe('staff CLI on PostgreSQL (DATABASE_URL)', () => {
  it('adds a member the running server signs in', async () => {
    const db = await createPgDatabase();
    const dist = makeDist();
    cleanups.push(db.drop, () => fs.rmSync(dist, { recursive: true, force: true }));
    const server = await spawnServer({ DATABASE_URL: db.url, DIST_DIR: dist, ...CHEAP });
    cleanups.push(async () => {
      server.proc.kill('SIGTERM');
      await waitForExit(server.proc);
    });
    const add = await cli(['add', '--email', 'pg@example.com'], { DATABASE_URL: db.url, STAFF_PASSWORD: PASSWORD });
    expect(add).toMatchObject({ code: 0 });
    expect(add.stderr).toContain('PostgreSQL');
    expect((await signIn(server.url, 'pg@example.com')).error).toBeNull();
    expect((await cli(['list'], { DATABASE_URL: db.url })).stdout).toContain('pg@example.com');
  });
});
