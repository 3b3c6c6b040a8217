/**
 * What a fresh server has loaded once it is ready, before any request (issue 42, idle memory): none of
 * the modules only some requests need. The server is spawned as `node server/main.ts` with a module
 * hook (helpers/recordModules.ts) that writes down every module it loads, as it loads it. A behaviour
 * check: the memory itself is measured by `npm run bench:idle-memory`, not here.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../server/kit/keys.ts';
import { stopChild, untilReady, type ReadyServer } from '../../scripts/childServer.ts';
import { createPgDatabase, tempDir } from './helpers/backends.ts';
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

let db: Awaited<ReturnType<typeof createPgDatabase>>;
let dist: string;
let dir: string;
let server: ReadyServer;
const recorded = () => fs.readFileSync(path.join(dir, 'modules'), 'utf8').split('\n').filter(Boolean);

beforeAll(async () => {
  db = await createPgDatabase();
  dist = makeDist();
  dir = tempDir('loaded-modules');
  // No environment but the database, the site build and the hook: every limit at its default.
  const proc = spawn(NODE, ['server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      DATABASE_URL: db.url,
      DIST_DIR: dist,
      SHUTDOWN_DRAIN_MS: '0',
      NODE_OPTIONS: `--import ${path.join(REPO_ROOT, 'tests/server/helpers/recordModules.ts')}`,
      RECORD_MODULES_TO: path.join(dir, 'modules'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = await untilReady(proc, { name: 'server', timeoutMs: 60_000 });
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
});

afterAll(async () => {
  if (server) await stopChild(server.proc);
  await db?.drop();
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
