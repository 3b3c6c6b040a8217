/**
 * What a fresh server keeps once it is ready, before any request (issue 42, idle memory): none of the
 * modules only some requests need, and of its embedded PostgreSQL only the processes it needs. The
 * server is spawned as `npm run serve` runs it (`node server/main.ts`, no environment but a fresh
 * DATA_DIR) with a module hook (helpers/recordModules.ts) that writes down every module it loads, as
 * it loads it; its PostgreSQL processes are read from /proc. Behaviour checks: the memory itself is
 * measured by `npm run bench:idle-memory`, not here.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../server/kit/keys.ts';
import { stopChild, untilReady, type ReadyServer } from '../../scripts/childServer.ts';
import { processTree } from '../../scripts/bench/proc.ts';
import { tempDir } from './helpers/backends.ts';
import { makeDist } from './helpers/dist.ts';
import { NODE, REPO_ROOT } from './helpers/server.ts';

/** Each is loaded by the first request that needs it, never at startup. */
const LOADED_WHEN_NEEDED: Record<string, RegExp> = {
  'the SSR bundle (the review page; the form page after a post without JavaScript)': /\/dist-server\/entry-server\.js$/,
  'nodemailer (the outbox worker, only with SMTP_URL)': /\/node_modules\/nodemailer\//,
  'qrcode (a staff member setting up two-factor)': /\/node_modules\/qrcode\//,
  '@node-rs/argon2 (the first password check)': /\/node_modules\/@node-rs\/argon2/,
  'pino-pretty (logs on a terminal only)': /\/node_modules\/pino-pretty\//,
};

let dist: string;
let dir: string;
let server: ReadyServer;
/** The titles of the PostgreSQL processes below the server once it was ready, before any request. */
let postgres: string[] = [];
const recorded = () => fs.readFileSync(path.join(dir, 'modules'), 'utf8').split('\n').filter(Boolean);

/** The command lines of the processes below `root` (a backend that exits meanwhile is left out). */
const postgresTitles = (root: number) =>
  processTree(root)
    .slice(1)
    .flatMap((pid) => {
      try {
        return [fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()];
      } catch {
        return [];
      }
    });

beforeAll(async () => {
  dist = makeDist();
  dir = tempDir('idle-server');
  fs.chmodSync(dir, 0o755); // as root, PostgreSQL runs as its own account, which must reach DATA_DIR
  // No environment but DATA_DIR, the site build and the hook: every limit at its default.
  const proc = spawn(NODE, ['server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      DATA_DIR: path.join(dir, 'data'),
      DIST_DIR: dist,
      SHUTDOWN_DRAIN_MS: '0',
      NODE_OPTIONS: `--import ${path.join(REPO_ROOT, 'tests/server/helpers/recordModules.ts')}`,
      RECORD_MODULES_TO: path.join(dir, 'modules'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = await untilReady(proc, { name: 'server', timeoutMs: 60_000 });
  // The start's connections are closed as it ends; their backends may take a moment to exit.
  for (let i = 0; i < 20; i++) {
    postgres = postgresTitles(proc.pid ?? 0);
    if (!postgres.some((title) => title.includes('[local]'))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
});

afterAll(async () => {
  if (server) await stopChild(server.proc);
  for (const d of [dist, dir]) if (d) fs.rmSync(d, { recursive: true, force: true });
});

describe('a fresh server, ready and idle', () => {
  it('has loaded the app (the hook records every module)', () => {
    const loaded = recorded();
    expect(loaded.some((url) => url.endsWith('/server/app.ts'))).toBe(true);
    expect(loaded.some((url) => url.includes('/node_modules/hono/'))).toBe(true);
  });

  it('has loaded none of the modules only some requests need', () => {
    const loaded = recorded();
    const early = Object.entries(LOADED_WHEN_NEEDED).flatMap(([what, pattern]) => (loaded.some((url) => pattern.test(url)) ? [what] : []));
    expect(early).toEqual([]);
  });

  it('keeps of PostgreSQL only the postmaster and the processes it needs: no connection, no I/O worker, no replication launcher', () => {
    const kinds = postgres
      .slice(1)
      .map((title) => title.replace(/^postgres: /, '').replace(/ \d+$/, ''))
      .filter((kind) => kind !== 'autovacuum worker'); // a moment's work on the new tables, then gone
    expect(postgres[0]).toMatch(/\/postgres -D /);
    expect(kinds.sort()).toEqual(['autovacuum launcher', 'background writer', 'checkpointer', 'walwriter']);
  });

  it('loads argon2 with the first sign-in, which checks a password (here an unknown account’s)', async () => {
    const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not-a-password' }),
    });
    expect(res.status).toBe(400);
    expect(recorded().some((url) => LOADED_WHEN_NEEDED['@node-rs/argon2 (the first password check)']?.test(url))).toBe(true);
  });
});
