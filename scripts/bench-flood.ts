/**
 * `npm run bench:flood`: issue 19's measurements on the real server (`node server/main.ts`, a child
 * process with its own embedded PostgreSQL in a temporary DATA_DIR), printed as a table.
 *
 * 1. Upload flood: 100 MB of `[` sent chunked (no Content-Length) to every route that reads a body,
 *    all at once, by clients that never stop sending (a: one connection each, until the server
 *    closes it; b: reconnecting until 100 MB per route went out): the answers, the server's RSS
 *    growth and /healthz latency meanwhile.
 * 2. Sign-in flood: BENCH_SIGNIN_CLIENTS clients sign in (unknown e-mail: full argon2id cost, rate
 *    limits off) back to back for BENCH_SIGNIN_SECONDS, with the hashing cap (the default) and
 *    without it (AUTH_HASH_CONCURRENCY=64): latency of a static file and /healthz meanwhile.
 * 3. Staff sign-in under an anonymous flood (issue 27): BENCH_STAFF_FLOOD_CLIENTS clients sign in
 *    for BENCH_STAFF_FLOOD_SECONDS from ever new addresses (the production limits and hashing, one
 *    trusted proxy), one in four guessing the staff member's password; the staff member signs in
 *    every 250 ms on each of 4 devices that signed in before (device cookies) and on one without.
 *    The figure: the share of the known device's sign-ins that succeed (issue 27 asks ≥ 95 %).
 *
 * Env: BENCH_SIGNIN_CLIENTS (32), BENCH_SIGNIN_SECONDS (8), BENCH_STAFF_FLOOD_CLIENTS (120), BENCH_STAFF_FLOOD_SECONDS (12).
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { AUTH_DEFAULTS } from '../server/config/auth.ts';
import { LOCAL_ANON_KEY } from '../server/kit/keys.ts';
import { ANON_JSON, BODY_ROUTES, chunkedFlood, peakRss, persistentFlood, probe, rssBytes } from '../tests/server/helpers/flood.ts';
import { signInFlood as staffSignInFlood, successRate } from '../tests/server/helpers/signInFlood.ts';
import type { SignInSeries } from '../tests/server/helpers/signInFlood.ts';
import { startServer, stopServer } from './bench/server.ts';
import { percentile } from './bench/stats.ts';
import { cli } from './cli.ts';

cli(import.meta.filename, {}); // no options; -h prints the header above

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLIENTS = Number(process.env.BENCH_SIGNIN_CLIENTS ?? 32);
const SECONDS = Number(process.env.BENCH_SIGNIN_SECONDS ?? 8);
const STAFF_CLIENTS = Number(process.env.BENCH_STAFF_FLOOD_CLIENTS ?? 120);
const STAFF_SECONDS = Number(process.env.BENCH_STAFF_FLOOD_SECONDS ?? 12);
const MB = 1024 * 1024;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-flood-'));
// Reachable by PostgreSQL's own user when run as root, so the cluster stays in here and goes with it.
fs.chmodSync(tmp, 0o755);
const dist = path.join(tmp, 'dist');
fs.mkdirSync(dist);
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>bench</title>');
fs.writeFileSync(path.join(dist, 'photo.png'), crypto.randomBytes(64 * 1024)); // not compressed: one fs read per request

const start = (extra: Record<string, string>) =>
  startServer({
    DATA_DIR: path.join(tmp, 'data'),
    DIST_DIR: dist,
    STORYBOOK_PATH: 'off',
    AUTH_RATE_LIMIT_PER_ADDRESS: '0',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '0',
    AUTH_RATE_LIMIT_PER_ACCOUNT_TOTAL: '0',
    ...extra,
  });

const fmt = (v: number[]) => `${percentile(v, 50).toFixed(1)} / ${percentile(v, 95).toFixed(1)} / ${Math.max(...v).toFixed(1)}`;

async function uploadFlood(): Promise<void> {
  const { proc, url } = await start({});
  for (const [m, p, h] of BODY_ROUTES) await chunkedFlood(url, m, p, h, MB);
  await probe(`${url}/healthz`, new Promise((r) => setTimeout(r, 300)));
  const pid = proc.pid ?? 0;
  for (const reconnect of [false, true]) {
    const baseline = rssBytes(pid);
    const started = performance.now();
    const flood = Promise.all(
      BODY_ROUTES.map(async ([m, p, h]) => {
        if (!reconnect) {
          const r = await chunkedFlood(url, m, p, h, 100 * MB, true);
          return { statuses: [r.status], sent: r.sent };
        }
        return persistentFlood(url, m, p, h, 100 * MB);
      }),
    );
    const [results, peak, health] = await Promise.all([flood, peakRss(pid, flood), probe(`${url}/healthz`, flood, 2)]);
    const statuses = results.flatMap((r) => r.statuses);
    const count = (s: number) => statuses.filter((x) => x === s).length;
    console.log(
      `\n1${reconnect ? 'b' : 'a'}. ${BODY_ROUTES.length} routes x 100 MB chunked, at once, ${reconnect ? 'reconnecting until 100 MB per route went out' : 'one connection each, sent until the server closes'}`,
    );
    console.log(
      `   ${(results.reduce((n, r) => n + r.sent, 0) / MB).toFixed(0)} MB left the clients in ${((performance.now() - started) / 1000).toFixed(1)} s over ${statuses.length} connections: ${count(413)}x 413, ${count(0)} without an answer`,
    );
    console.log(
      `   server RSS ${(baseline / MB).toFixed(0)} MB -> peak ${(peak / MB).toFixed(0)} MB (+${((peak - baseline) / MB).toFixed(1)} MB)`,
    );
    console.log(`   /healthz p50 / p95 / max ms: ${fmt(health)} (n = ${health.length})`);
  }
  await stopServer(proc);
}

async function signInFlood(label: string, extra: Record<string, string>): Promise<string> {
  const { proc, url } = await start(extra);
  const statuses = new Map<number, number>();
  const signIn = async () => {
    const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: ANON_JSON,
      body: JSON.stringify({ email: 'nobody@example.com', password: 'a wrong password 123' }),
    });
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  };
  await signIn(); // the dummy hash is made once
  const idle = new Promise((r) => setTimeout(r, 1000));
  const [idleStatic] = await Promise.all([probe(`${url}/photo.png`, idle, 20)]);
  statuses.clear();
  const end = Date.now() + SECONDS * 1000;
  const flood = Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < end) await signIn();
    }),
  );
  const [staticMs, health, peak] = await Promise.all([
    probe(`${url}/photo.png`, flood, 20),
    probe(`${url}/healthz`, flood, 20),
    peakRss(proc.pid ?? 0, flood, 50),
  ]);
  await stopServer(proc);
  const answered = [...statuses.entries()]
    .sort()
    .map(([s, n]) => `${n}x${s}`)
    .join(' ');
  return `| ${label} | ${fmt(idleStatic)} | ${fmt(staticMs)} | ${fmt(health)} | ${answered} (${((statuses.get(400) ?? 0) / SECONDS).toFixed(1)}/s checked) | ${(peak / MB).toFixed(0)} MB |`;
}

async function staffUnderFlood(): Promise<void> {
  const { perAddress, perAccount, perAccountTotal } = AUTH_DEFAULTS.rateLimit;
  const { proc, url } = await start({
    TRUST_PROXY: '1',
    AUTH_RATE_LIMIT_PER_ADDRESS: String(perAddress),
    AUTH_RATE_LIMIT_PER_ACCOUNT: String(perAccount),
    AUTH_RATE_LIMIT_PER_ACCOUNT_TOTAL: String(perAccountTotal),
  });
  const staff = { email: 'bench.staff@example.com', password: 'a long bench staff password' };
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DATA_DIR: path.join(tmp, 'data'),
    STAFF_PASSWORD: staff.password,
  };
  await promisify(execFile)(process.execPath, ['server/cli/staff.ts', 'add', '--email', staff.email], { cwd: ROOT, env });
  const result = await staffSignInFlood(url, LOCAL_ANON_KEY, {
    clients: STAFF_CLIENTS,
    seconds: STAFF_SECONDS,
    staff,
    gapMs: 250,
    devices: 4,
  });
  await stopServer(proc);
  const row = (label: string, series: SignInSeries) => {
    const { ok, total, rate } = successRate(series);
    const answers = Object.entries(series.statuses)
      .map(([status, n]) => `${n}x${status}`)
      .join(' ');
    return `| ${label} | ${ok} / ${total} (${(rate * 100).toFixed(1)} %) | ${answers} | ${fmt(series.ms)} |`;
  };
  const attacker = Object.entries(result.attacker)
    .map(([status, n]) => `${n}x${status}`)
    .join(' ');
  console.log(
    `\n3. Staff sign-in under an anonymous flood: ${STAFF_CLIENTS} clients for ${STAFF_SECONDS} s from ever new addresses (attacker answers: ${attacker})`,
  );
  console.log('| staff member signs in from | succeeded | answers | latency p50/p95/max ms |');
  console.log('|---|---|---|---|');
  console.log(row('4 devices that signed in before (device cookies)', result.knownDevice));
  console.log(row('a browser without it, at their usual address', result.unknownDevice));
}

try {
  await uploadFlood();
  console.log(`\n2. Sign-in flood: ${CLIENTS} clients for ${SECONDS} s, argon2id 19 MiB x 2 (${os.availableParallelism()} cores)`);
  console.log(
    '| hashing | static idle p50/p95/max ms | static during flood | /healthz during flood | sign-ins answered | server RSS peak |',
  );
  console.log('|---|---|---|---|---|---|');
  console.log(await signInFlood(`capped (default: ${Math.max(1, os.availableParallelism() - 1)} at once)`, {}));
  console.log(await signInFlood('uncapped (64 at once)', { AUTH_HASH_CONCURRENCY: '64', AUTH_HASH_MAX_QUEUE: '1000' }));
  await staffUnderFlood();
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
