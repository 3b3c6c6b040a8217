/** In-process and child-process servers for the integration tests. */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import { resolveAuthOptions } from '../../../server/config/auth.ts';
import type { ServerOptions } from '../../../server/config/options.ts';
import type { RunningServer } from '../../../server/server.ts';
import { startServer } from '../../../server/server.ts';
import { createPgDatabase } from './backends.ts';
import { makeDist } from './dist.ts';
import { childServerEnv, stopChild, untilReady } from '../../../scripts/childServer.ts';
import type { ReadyServer } from '../../../scripts/childServer.ts';

/** A private secret, so service_role/authenticated tokens are honoured (not the public default). */
export const TEST_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export function signToken(claims: Record<string, unknown>, secret = TEST_SECRET, alg = 'HS256'): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

const FAR_FUTURE = 2_000_000_000;
export const tokens = {
  anon: () => signToken({ iss: 'supabase', ref: 'local', role: 'anon', iat: 1_700_000_000, exp: FAR_FUTURE }),
  service: () => signToken({ iss: 'supabase', ref: 'local', role: 'service_role', iat: 1_700_000_000, exp: FAR_FUTURE }),
  authenticated: () => signToken({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001', aal: 'aal1', exp: FAR_FUTURE }),
};

export function client(url: string, key: string, fetchImpl?: typeof fetch): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
  });
}

export interface TestServer extends RunningServer {
  anonKey: string;
  serviceKey: string;
  /** Superuser query straight to the database (not through the API). */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** The rows of a superuser query as JSON values (json_agg: timestamps and numbers as the API sends them). */
  json<T>(text: string, params?: unknown[]): Promise<T[]>;
  count(): Promise<number>;
  /** Content hash of the whole table: detects any change, not just a changed count. */
  fingerprint(): Promise<string>;
  stop(): Promise<void>;
}

/** Starts the server in-process on a fresh database in the test run's cluster (helpers/backends.ts). */
export async function startTestServer(overrides: Partial<ServerOptions> = {}): Promise<TestServer> {
  const db = await createPgDatabase();
  const distDir = overrides.distDir ?? makeDist();
  const server = await startServer({
    port: 0,
    distDir,
    jwtSecret: TEST_SECRET,
    // Cheap password hashing keeps auth tests fast (the default is OWASP's argon2id baseline).
    auth: resolveAuthOptions({ argon2: { memoryCost: 256, timeCost: 1 } }),
    databaseUrl: db.url,
    ...overrides,
  });
  const sql = async <T>(text: string, params?: unknown[]) => (await server.db.query<T>(text, params)).rows;
  return {
    ...server,
    anonKey: await tokens.anon(),
    serviceKey: await tokens.service(),
    sql,
    async json<T>(text: string, params: unknown[] = []) {
      const rows = await sql<{ j: T[] | null }>(`select json_agg(t) as j from (${text}) t`, params);
      return rows[0]?.j ?? [];
    },
    async count() {
      const rows = await sql<{ n: number }>('select count(*)::int as n from public.submissions');
      return rows[0]?.n ?? -1;
    },
    async fingerprint() {
      const rows = await sql<{ f: string | null }>(
        `select count(*)::text || ':' || coalesce(md5(string_agg(s::text, '|' order by s.id)), '') as f from public.submissions s`,
      );
      return rows[0]?.f ?? '';
    },
    async stop() {
      await server.close();
      await db.drop();
      if (!overrides.distDir) fs.rmSync(distDir, { recursive: true, force: true });
    },
  };
}

// ---- child processes (durability, lock, bench) ----

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const NODE = process.execPath;

/** A server started by spawnServer: its process, its URL and everything it printed. */
export type ChildServer = ReadyServer;

/** The server's JSON log lines in `output` (server/kit/log.ts), as `component: msg` strings. */
export const logMessages = (output: string): string[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { component?: string; msg?: string })
    .map(({ component, msg }) => (component ? `${component}: ${msg}` : String(msg)));

/** Spawns `node server/main.ts` (after `wrapper`, e.g. runuser) and resolves once it prints "Site ready at <url>". */
export function spawnServer(env: Record<string, string>, timeoutMs = 30_000, wrapper: string[] = []): Promise<ChildServer> {
  const [command = NODE, ...args] = [...wrapper, NODE, 'server/main.ts'];
  const proc = spawn(command, args, {
    cwd: REPO_ROOT,
    // No drain window after SIGTERM unless a test asks for one (runuser SIGKILLs its child 2 s after forwarding SIGTERM).
    env: childServerEnv({ SHUTDOWN_DRAIN_MS: '0', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return untilReady(proc, { name: 'server', timeoutMs, exitError: (code, out) => new ChildExitError(code, out) });
}

export interface FreshChildServer extends ChildServer {
  /** Its database, fresh in the run's cluster. */
  databaseUrl: string;
  /** SIGTERM and until it has exited, then drops its database and its site build. */
  stop(): Promise<void>;
}

/** spawnServer (no Storybook) on a fresh database in the run's cluster and a fresh site build. */
export async function spawnFreshServer(env: Record<string, string> = {}, timeoutMs = 60_000): Promise<FreshChildServer> {
  const db = await createPgDatabase();
  const dist = makeDist();
  const cleanup = async () => {
    await db.drop();
    fs.rmSync(dist, { recursive: true, force: true });
  };
  const server = await spawnServer({ DATABASE_URL: db.url, DIST_DIR: dist, STORYBOOK_PATH: 'off', ...env }, timeoutMs).catch(
    async (err: unknown) => {
      await cleanup();
      throw err;
    },
  );
  return {
    ...server,
    databaseUrl: db.url,
    async stop() {
      await stopChild(server.proc);
      await cleanup();
    },
  };
}

export class ChildExitError extends Error {
  readonly exitCode: number | null;
  readonly output: string;
  constructor(code: number | null, output: string) {
    super(`server exited with code ${code}:\n${output}`);
    this.exitCode = code;
    this.output = output;
  }
}

/** Starts the server with `env` and expects it to exit 1 before it is ready: what it printed and how long that took. */
export async function spawnRefused(env: Record<string, string>, timeoutMs?: number): Promise<{ output: string; ms: number }> {
  const started = performance.now();
  const err = await spawnServer(env, timeoutMs).then(
    (s) => {
      s.proc.kill('SIGKILL');
      throw new Error(`started:\n${s.output()}`);
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ChildExitError);
  expect((err as ChildExitError).exitCode).toBe(1);
  return { output: (err as ChildExitError).output, ms: performance.now() - started };
}

export function waitForExit(proc: ChildProcess): Promise<number | null> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve(proc.exitCode);
  return new Promise((resolve) => proc.once('exit', (code) => resolve(code)));
}
