/**
 * Misconfiguration fails closed, at once and readably (issue 26): `node server/main.ts` with a
 * malformed DATABASE_URL, a placeholder or public secret where it must not be, or a taken PORT
 * exits 1 with one plain line on stderr that says what to fix — before any database is created.
 * A wildcard HOST is said as such in "Site ready at".
 */
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase, tempDir } from './helpers/backends.ts';
import { makeDist } from './helpers/dist.ts';
import { sleep } from './helpers/load.ts';
import { NODE, REPO_ROOT, spawnRefused, spawnServer, TEST_SECRET, tokens, waitForExit } from './helpers/server.ts';

let distDir: string;
let dataDir: string;
beforeAll(() => {
  distDir = makeDist();
  dataDir = tempDir('studio-refusals');
  fs.chmodSync(dataDir, 0o755); // its DATA_DIRs are below it: as root, PostgreSQL's own account must reach them
});
afterAll(() => {
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server refuses to start, saying what to fix', () => {
  it.each([
    [
      'DATABASE_URL=notaurl',
      { DATABASE_URL: 'notaurl' },
      'Error: DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database',
    ],
    [
      'the example JWT_SECRET',
      { JWT_SECRET: 'CHANGE-ME-TO-32-OR-MORE-RANDOM-CHARACTERS' },
      "Error: JWT_SECRET is still the example's placeholder",
    ],
    ['NODE_ENV=production without JWT_SECRET', { NODE_ENV: 'production' }, 'Error: JWT_SECRET must be set with NODE_ENV=production'],
    ['HOST=0.0.0.0 without JWT_SECRET', { HOST: '0.0.0.0' }, 'Error: JWT_SECRET must be set with HOST=0.0.0.0 (beyond this machine)'],
  ])('%s: exit 1 within seconds, one plain line, the value never echoed', async (_label, env, line) => {
    const { output: out, ms } = await spawnRefused({ DATA_DIR: path.join(dataDir, 'unused'), DIST_DIR: distDir, ...env }, 20_000);
    expect(out).toContain(line);
    expect(out).not.toContain('CHANGE-ME-TO');
    expect(out).not.toMatch(/getaddrinfo|\n\s+at /);
    expect(ms).toBeLessThan(10_000);
    expect(fs.existsSync(path.join(dataDir, 'unused', 'postgres'))).toBe(false);
  });

  it('a taken PORT is found before the database is created or migrated', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const fresh = path.join(dataDir, 'fresh');
      const { output: out } = await spawnRefused({ DATA_DIR: fresh, DIST_DIR: distDir, PORT: String(port) }, 20_000);
      expect(out).toContain(`Error: Cannot listen: port ${port} on 127.0.0.1 is already in use (another instance of this server`);
      expect(out).not.toMatch(/first start|initdb|migration/i);
      expect(fs.existsSync(path.join(fresh, 'postgres'))).toBe(false);
    } finally {
      blocker.close();
    }
  });
});

describe('while the database is created and migrated', () => {
  it('the port is already held: /healthz says starting, everything else 503 + Retry-After, then ready', async () => {
    const port = 5150; // helper d26a's range: a fixed port, to be probed before "Site ready at" names it
    const starting = spawnServer({ DATA_DIR: path.join(dataDir, 'starting'), DIST_DIR: distDir, PORT: String(port) });
    const seen: string[] = [];
    for (let i = 0; i < 400 && seen.length === 0; i++) {
      try {
        const [health, ready] = await Promise.all([fetch(`http://127.0.0.1:${port}/healthz`), fetch(`http://127.0.0.1:${port}/readyz`)]);
        seen.push(`${health.status} ${await health.text()} | ${ready.status} ${ready.headers.get('retry-after')} ${await ready.text()}`);
      } catch {
        await new Promise((r) => setTimeout(r, 25)); // not listening yet
      }
    }
    const server = await starting;
    try {
      expect(seen[0]).toBe('200 {"status":"starting"} | 503 1 {"status":"starting"}');
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      server.proc.kill('SIGTERM');
      await waitForExit(server.proc);
    }
  });
});

describe('"Site ready at" says where the server really listens', () => {
  it('HOST=0.0.0.0: the local URL, then "listening on 0.0.0.0:PORT, every IPv4 interface"', async () => {
    const db = await createPgDatabase();
    const env = { DATABASE_URL: db.url, DIST_DIR: distDir, HOST: '0.0.0.0', JWT_SECRET: TEST_SECRET, TRUST_PROXY: '1' };
    const server = await spawnServer(env);
    try {
      const port = new URL(server.url).port;
      expect(server.output()).toContain(`Site ready at http://127.0.0.1:${port} (listening on 0.0.0.0:${port}, every IPv4 interface)`);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      server.proc.kill('SIGTERM');
      await waitForExit(server.proc);
      await db.drop();
    }
  });
});

describe('the request log of a real server', () => {
  it('tells an account lock-out 429 from a rate-limit 429, at warn, with the API code', async () => {
    const db = await createPgDatabase();
    const server = await spawnServer({
      DATABASE_URL: db.url,
      DIST_DIR: distDir,
      JWT_SECRET: TEST_SECRET,
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1',
      AUTH_RATE_LIMIT_PER_ADDRESS: '3',
      AUTH_ARGON2_MEMORY_KIB: '256',
      AUTH_ARGON2_TIME_COST: '1',
    });
    try {
      const signIn = async () =>
        (
          await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
            method: 'POST',
            headers: { apikey: await tokens.anon(), 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'someone@example.com', password: 'wrong-password-123' }),
          })
        ).status;
      expect([await signIn(), await signIn(), await signIn(), await signIn()]).toEqual([400, 429, 429, 429]);
      await sleep(200);
      const lines = server
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      const requests = lines.filter((l) => l.msg === 'request' && l.path === '/auth/v1/token');
      expect(requests.map((l) => [l.status, l.level, l.code, l.reason])).toEqual([
        [400, 'warn', 'invalid_credentials', undefined],
        [429, 'warn', 'over_request_rate_limit', 'account_locked'],
        [429, 'warn', 'over_request_rate_limit', 'account_locked'],
        [429, 'warn', 'over_request_rate_limit', 'rate_limit'],
      ]);
      expect(server.output()).not.toContain('someone@example.com');
    } finally {
      server.proc.kill('SIGTERM');
      await waitForExit(server.proc);
      await db.drop();
    }
  });
});

describe('npm run keys', () => {
  it("refuses the example's placeholder secret instead of printing a service_role key for it", () => {
    const env = { PATH: process.env.PATH ?? '', JWT_SECRET: 'CHANGE-ME-TO-32-OR-MORE-RANDOM-CHARACTERS' };
    const r = spawnSync(NODE, ['server/cli/keys.ts'], { cwd: REPO_ROOT, env, encoding: 'utf8' });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain("The JWT secret is still the example's placeholder");
    expect(r.stdout).not.toMatch(/service_role key|eyJ/);
  });
});
