/**
 * `npm run bench:submit`: load test of the contact-form insert on both backends.
 *
 * For each backend it starts the real server (`node server/main.ts`, rate limit off), sends
 * BENCH_N submissions through supabase-js from BENCH_CONCURRENCY concurrent clients, records
 * latency and the server's RSS (/proc/<pid>/status), stops it, verifies the stored row count, and
 * then measures the raw database rate of the very same RLS insert path (transaction, set_config
 * role + claims, same INSERT SQL) without HTTP at the same concurrency. On PostgreSQL it also runs
 * that transaction through pgbench (PostgreSQL's own C client, no Node at all) at the same
 * concurrency: the latency floor this machine's database sets, against which the HTTP p99 target
 * is judged (issue 9: p99 <= 1.2x pgbench's p99 in the same run). Then, on PostgreSQL, the fault
 * scenario: the same load on a fresh server while every one of its connections is terminated
 * (pg_terminate_backend) a third of the way in; it reports the failed requests, the recovery time
 * and whether any acknowledged row was lost. Prints a markdown table and PASS/FAIL lines.
 *
 * For the embedded backend it also sums the PSS of the whole process tree (server, postmaster,
 * backends: /proc/<pid>/smaps_rollup), idle after start and peak during the run.
 *
 * Env: BENCH_N (2000), BENCH_CONCURRENCY (50), BENCH_BACKENDS (embedded,postgres),
 *      BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), DB_POOL_SIZE (server default),
 *      BENCH_SERVER_NODE_OPTIONS (e.g. --cpu-prof for the server process).
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import http from 'node:http';
import pg from 'pg';
import { DEFAULTS } from '../server/config.ts';
import type { Database } from '../server/db/adapter.ts';
import { openDatabase } from '../server/db/open.ts';
import { LOCAL_ANON_KEY } from '../server/keys.ts';
import { DEFAULT_STATEMENT_TIMEOUT_MS, runAsRequest, SET_CONTEXT_SQL } from '../server/rest/context.ts';
import { buildInsertSql, planInsert } from '../server/rest/insert.ts';
import { parsePrefer } from '../server/rest/request.ts';
import { loadSchemaCache } from '../server/rest/schema.ts';
import { cli } from './cli.ts';

cli(import.meta.filename, {}); // no options; -h prints the header above

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const N = Number(process.env.BENCH_N ?? 2000);
const C = Number(process.env.BENCH_CONCURRENCY ?? 50);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'embedded,postgres').split(',').map((b) => b.trim());
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POOL_SIZE = Number(process.env.DB_POOL_SIZE ?? DEFAULTS.dbPoolSize);
const WARMUP = 300;

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * A minimal fetch over node:http with keep-alive, handed to supabase-js as `global.fetch`.
 * The load generator shares the two cores with the server and PostgreSQL, so every microsecond it
 * spends is taken from them: undici's fetch costs about twice the CPU per request, and so do
 * undici's Response and Headers objects, which supabase-js does not need.
 */
function lightFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const headers: Record<string, string> = {};
  const given = init.headers;
  if (given instanceof Headers) given.forEach((value, key) => (headers[key] = value));
  else new Headers(given).forEach((value, key) => (headers[key] = value));
  const body = typeof init.body === 'string' ? init.body : undefined;
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = http.request(target, { method: init.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(leanResponse(res, Buffer.concat(chunks).toString('utf8'))));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The part of the Response interface postgrest-js reads (status, statusText, ok, headers.get,
 * text); anything else it touches would be undefined and fail the run loudly, not silently.
 */
function leanResponse(res: http.IncomingMessage, text: string): Response {
  const status = res.statusCode ?? 0;
  const lean = {
    status,
    statusText: res.statusMessage ?? '',
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => headerValue(res.headers[name.toLowerCase()]) },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
  };
  return lean as unknown as Response; // structural subset, see above
}

function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

const submission = (i: number) => ({
  name: `Bench ${i}`,
  email: `bench-${i}@example.com`,
  phone: '+1 555 0100',
  business_name: 'Bench Co',
  service: 'standard-monthly',
  store_integration: i % 2 === 0,
  message: 'Load test submission. '.repeat(5),
});

interface Latencies {
  p50: number;
  p95: number;
  p99: number;
}

interface Row extends Latencies {
  backend: string;
  rps: number;
  errors: number;
  rows: number;
  rawRps: number;
  rssIdleMb: number;
  rssPeakMb: number;
  /** PSS of the whole process tree (server plus the embedded PostgreSQL it runs), idle after start and peak. */
  pssIdleMb: number;
  pssPeakMb: number;
  startMs: number;
  /** CPU time per request of the server process and of this (client) process. */
  serverCpuMs: number;
  clientCpuMs: number;
  /** CPU per request of the PostgreSQL backends serving the server (external, or the embedded one's processes). */
  pgCpuMs: number;
  /** The same transaction through pgbench (PostgreSQL only, when pgbench is installed). */
  floor: Floor | undefined;
  /** pg_terminate_backend of all server connections mid-run (PostgreSQL only). */
  fault: Fault | undefined;
}

interface Fault {
  requests: number;
  failed: number;
  /** HTTP statuses of the failed requests, with counts. */
  statuses: Record<string, number>;
  terminated: number;
  /** From the termination to the end of the last failed request (0 when none failed). */
  recoveryMs: number;
  acknowledged: number;
  lost: number;
  processAlive: boolean;
}

interface Floor extends Latencies {
  tps: number;
}

function procStatus(pid: number): { rss: number; hwm: number } {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** pid and every process below it (the embedded PostgreSQL's postmaster and backends). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] ?? 0) ?? []));
  return tree;
}

/** Proportional set size (MB) of a whole process tree: shared pages counted once, split between sharers. */
function treePssMb(root: number): number {
  let kb = 0;
  for (const pid of processTree(root)) {
    try {
      kb += Number(/^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // exited meanwhile
    }
  }
  return kb / 1024;
}

/** User+system CPU seconds of a process so far (clock ticks from /proc/<pid>/stat). */
function procCpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function backendsOf(url: string): Promise<number[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const db = new URL(url).pathname.slice(1);
    const res = await c.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [db]);
    return res.rows.map((r) => r.pid);
  } finally {
    await c.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function latencies(sorted: number[]): Latencies {
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

function startServer(env: Record<string, string>): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', RATE_LIMIT_MAX: '0', ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Site ready at (http:\/\/[^\s"]+)/.exec(out);
      if (m?.[1]) resolve({ proc, url: m[1] });
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.once('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}

async function stopServer(proc: ChildProcess): Promise<void> {
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await exited;
}

/** Runs `total` jobs with `concurrency` workers; returns per-job latencies (ms) and error count. */
async function runConcurrent(total: number, concurrency: number, job: (i: number, worker: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        const ok = await job(i, worker).catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { latencies: latencies.sort((a, b) => a - b), errors, rps: total / seconds };
}

async function bench(backend: string): Promise<Row> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${backend}-`));
  const distDir = path.join(tmp, 'dist');
  fs.mkdirSync(distDir);
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>bench</title>');
  const dataDir = path.join(tmp, 'data');
  fs.chmodSync(tmp, 0o711); // as root, PostgreSQL runs as its own user, who must reach DATA_DIR
  let dbUrl: string | undefined;
  let dropDb = async () => {};
  if (backend === 'postgres') {
    const name = `studio_bench_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    dbUrl = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
  }

  try {
    // ---- through HTTP ----
    const t0 = performance.now();
    const env: Record<string, string> = {
      DIST_DIR: distDir,
      DB_POOL_SIZE: String(POOL_SIZE),
      ...(dbUrl ? { DATABASE_URL: dbUrl } : { DATA_DIR: dataDir }),
    };
    const { proc, url } = await startServer(env);
    const startMs = performance.now() - t0;
    const pid = proc.pid ?? 0;
    const rssIdle = procStatus(pid).rss;
    await new Promise((r) => setTimeout(r, 1000)); // settled: the first start's initdb is over
    const pssIdle = treePssMb(pid);
    const clients = Array.from({ length: C }, () =>
      createClient(url, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false }, global: { fetch: lightFetch } }),
    );
    // Warm-up through the full path (auth, transaction, RLS) with rows RLS refuses, so the
    // stored count stays exactly N.
    await runConcurrent(WARMUP, C, async (i, w) => {
      const res = await clients[w]!.from('submissions').insert({ ...submission(i), status: 'spam' });
      return res.status === 401;
    });
    // PostgreSQL's own CPU: the backends serving this database (the server's pool, warm by now).
    const backendPids = dbUrl ? await backendsOf(dbUrl) : processTree(pid).slice(1);
    const pgCpu0 = backendPids.reduce((sum, p) => sum + procCpuSeconds(p), 0);
    const serverCpu0 = procCpuSeconds(pid);
    const clientCpu0 = process.cpuUsage();
    let peakRss = rssIdle;
    let peakPss = pssIdle;
    let tick = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, procStatus(pid).rss);
      if (tick++ % 3 === 0) peakPss = Math.max(peakPss, treePssMb(pid)); // every 300 ms: reading smaps costs CPU
    }, 100);
    const http = await runConcurrent(N, C, async (i, w) => {
      const res = await clients[w]!.from('submissions').insert(submission(i));
      return res.status === 201 && res.error === null;
    });
    clearInterval(sampler);
    const serverCpuMs = ((procCpuSeconds(pid) - serverCpu0) * 1000) / N;
    const pgCpuMs = ((backendPids.reduce((sum, p) => sum + procCpuSeconds(p), 0) - pgCpu0) * 1000) / N;
    const clientUsage = process.cpuUsage(clientCpu0);
    const clientCpuMs = (clientUsage.user + clientUsage.system) / 1000 / N;
    const { hwm } = procStatus(pid);
    await stopServer(proc);

    // ---- raw database path, same SQL, same concurrency ----
    const db: Database = await openDatabase({
      databaseUrl: dbUrl,
      dataDir,
      dbPoolSize: POOL_SIZE,
      migrationsDir: DEFAULTS.migrationsDir,
    });
    let closed = false;
    try {
      const countRows = async () =>
        (await db.query<{ n: number }>(`select count(*)::int as n from public.submissions where email like 'bench-%'`)).rows[0]?.n ?? -1;
      const rows = await countRows();
      const table = (await loadSchemaCache(db)).get('submissions');
      if (!table) throw new Error('submissions table missing');
      // The server's own code path minus HTTP: same plan (SQL), same transaction and role switch.
      const auth = { role: 'anon', claims: { iss: 'supabase', ref: 'local', role: 'anon' } };
      const prefs = parsePrefer(undefined);
      const raw = await runConcurrent(N, C, async (i) => {
        const row = submission(N + i);
        const plan = planInsert({ table, payload: { rows: [row], keys: Object.keys(row) }, columns: Object.keys(row), prefs, shape: 'array', select: '*', onConflict: [] });
        const result = await runAsRequest(db, auth, { method: 'POST', path: '/rest/v1/submissions' }, plan);
        return result.rows === 1;
      });
      if (raw.errors || (await countRows()) !== rows + N) throw new Error('raw path lost rows');
      const sample = submission(0);
      const floor = dbUrl ? pgbenchFloor(dbUrl, buildInsertSql(table, Object.keys(sample)), JSON.stringify([sample]), auth.claims, tmp) : undefined;
      closed = true;
      await db.close(); // the fault scenario's server must be the database's only client
      const fault = dbUrl ? await faultScenario(env, dbUrl) : undefined;
      return {
        backend,
        rps: http.rps,
        ...latencies(http.latencies),
        errors: http.errors,
        rows,
        rawRps: raw.rps,
        rssIdleMb: rssIdle,
        rssPeakMb: Math.max(peakRss, hwm),
        pssIdleMb: pssIdle,
        pssPeakMb: peakPss,
        startMs,
        serverCpuMs,
        clientCpuMs,
        pgCpuMs,
        floor,
        fault,
      };
    } finally {
      if (!closed) await db.close();
    }
  } finally {
    await dropDb();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * The fault scenario of issue 9 on a fresh server: N submissions from C clients; when a third have
 * been sent, every connection of the server is terminated (57P01). Requests the server refuses
 * count as failed; every acknowledged one must be in the database afterwards.
 */
async function faultScenario(env: Record<string, string>, dbUrl: string): Promise<Fault> {
  console.error('fault scenario: terminating every server connection a third of the way in...');
  const { proc, url } = await startServer(env);
  const clients = Array.from({ length: C }, () =>
    createClient(url, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false }, global: { fetch: lightFetch } }),
  );
  const dbName = new URL(dbUrl).pathname.slice(1);
  const outcomes: { email: string; status: number; ended: number }[] = [];
  let terminatedAt = 0;
  let terminated: Promise<number> = Promise.resolve(0);
  await runConcurrent(N, C, async (i, w) => {
    if (i === Math.floor(N / 3)) {
      terminatedAt = performance.now();
      terminated = terminateAll(dbName);
    }
    const email = `fault-${i}@example.com`;
    const res = await clients[w]!.from('submissions').insert({ ...submission(i), email });
    const status = res.status === 201 && res.error === null ? 201 : res.status;
    outcomes.push({ email, status, ended: performance.now() });
    return status === 201;
  });
  const processAlive = proc.exitCode === null && proc.signalCode === null;
  if (processAlive) await stopServer(proc);
  const failed = outcomes.filter((o) => o.status !== 201);
  const statuses: Record<string, number> = {};
  for (const o of failed) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
  const acked = outcomes.filter((o) => o.status === 201).map((o) => o.email);
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const stored = new Set((await c.query<{ email: string }>(`select email from public.submissions where email like 'fault-%'`)).rows.map((r) => r.email));
  await c.end();
  return {
    requests: outcomes.length,
    failed: failed.length,
    statuses,
    terminated: await terminated,
    recoveryMs: failed.length ? Math.max(...failed.map((o) => o.ended)) - terminatedAt : 0,
    acknowledged: acked.length,
    lost: acked.filter((e) => !stored.has(e)).length,
    processAlive,
  };
}

async function terminateAll(dbName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    const res = await admin.query<{ ok: boolean }>(
      'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
    return res.rows.filter((r) => r.ok).length;
  } finally {
    await admin.end();
  }
}

/**
 * Runs the server's transaction (BEGIN, set_config role + claims, the INSERT, COMMIT) through
 * pgbench: prepared statements, C concurrent connections, ceil(N / C) transactions each, per-
 * transaction latencies logged. Undefined (with a note) when pgbench is not installed.
 */
function pgbenchFloor(dbUrl: string, insertSql: string, payload: string, claims: object, tmp: string): Floor | undefined {
  let binary: string;
  try {
    binary = execFileSync('sh', ['-c', 'command -v pgbench || ls /usr/lib/postgresql/*/bin/pgbench | tail -1'], { encoding: 'utf8' }).trim();
  } catch {
    binary = '';
  }
  if (!binary) {
    console.error('pgbench not found: the database-alone floor is skipped (Debian: postgresql-contrib / postgresql-client)');
    return undefined;
  }
  // pgbench turns :name into a bind parameter in prepared mode; values come from -D.
  const script = [
    'BEGIN;',
    `${SET_CONTEXT_SQL.replace('$1', ':role').replace('$2', ':claims').replace('$3', ':method').replace('$4', ':path').replace('$5', ':timeout')};`,
    `${insertSql.replace('$1', ':payload')};`,
    'COMMIT;',
  ].join('\n');
  const scriptFile = path.join(tmp, 'floor.sql');
  fs.writeFileSync(scriptFile, script);
  const url = new URL(dbUrl);
  const logPrefix = path.join(tmp, 'pgbench');
  const vars = { role: 'anon', claims: JSON.stringify(claims), method: 'POST', path: '/rest/v1/submissions', timeout: String(DEFAULT_STATEMENT_TIMEOUT_MS), payload };
  const run = (perClient: number, log: string[]) =>
    execFileSync(
      binary,
      [
        '-n', '-M', 'prepared', '-c', String(C), '-j', '2', '-t', String(perClient), '-f', scriptFile, ...log,
        '-h', url.searchParams.get('host') ?? url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres'),
        ...Object.entries(vars).flatMap(([k, v]) => ['-D', `${k}=${v}`]),
        url.pathname.slice(1),
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  run(Math.ceil(WARMUP / C), []); // warm-up, like the HTTP run's
  const output = run(Math.ceil(N / C), ['-l', `--log-prefix=${logPrefix}`]);
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? NaN);
  const logged = fs
    .readdirSync(tmp)
    .filter((f) => f.startsWith('pgbench.'))
    .flatMap((f) => fs.readFileSync(path.join(tmp, f), 'utf8').trim().split('\n'))
    .map((line) => Number(line.split(' ')[2]) / 1000) // column 3: latency in microseconds
    .sort((a, b) => a - b);
  if (/failed transactions: [1-9]/.test(output) || logged.length < C * Math.ceil(N / C)) throw new Error(`pgbench failed:\n${output}`);
  return { tps, ...latencies(logged) };
}

const results: Row[] = [];
for (const backend of BACKENDS) {
  console.error(`benchmarking ${backend}: ${N} submissions, ${C} concurrent clients...`);
  results.push(await bench(backend));
}

const f = (n: number, d = 1) => n.toFixed(d);
console.log(`\n### Submission insert benchmark (N=${N}, concurrency=${C}, pool ${POOL_SIZE}, ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(2)})\n`);
console.log('| backend | server req/s | p50 ms | p95 ms | p99 ms | errors | rows stored | raw DB tx/s | server/raw | RSS idle MB | RSS peak MB | tree PSS idle MB | tree PSS peak MB | start ms | CPU ms/req server | client | PostgreSQL |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.backend} | ${f(r.rps, 0)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${r.errors} | ${r.rows} | ${f(r.rawRps, 0)} | ${f(r.rps / r.rawRps, 2)} | ${f(r.rssIdleMb, 0)} | ${f(r.rssPeakMb, 0)} | ${f(r.pssIdleMb, 0)} | ${f(r.pssPeakMb, 0)} | ${f(r.startMs, 0)} | ${f(r.serverCpuMs, 2)} | ${f(r.clientCpuMs, 2)} | ${f(r.pgCpuMs, 2)} |`,
  );
}

const floors = results.flatMap((r) => (r.floor ? [{ backend: r.backend, ...r.floor }] : []));
if (floors.length) {
  console.log(`\nThe same transaction through pgbench (PostgreSQL's C client, no HTTP, no Node), ${C} connections:\n`);
  console.log('| database alone | tx/s | p50 ms | p95 ms | p99 ms |');
  console.log('|---|---|---|---|---|');
  for (const r of floors) console.log(`| ${r.backend} (pgbench) | ${f(r.tps, 0)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} |`);
}

let failed = false;
console.log('\nTargets:');
for (const r of results) {
  const checks: [string, boolean][] = [
    ['zero errors', r.errors === 0],
    [`exact count (${r.rows} = ${N})`, r.rows === N],
    [`server/raw >= 0.5 (${f(r.rps / r.rawRps, 2)})`, r.rps / r.rawRps >= 0.5],
  ];
  if (r.backend === 'embedded') {
    checks.push([`tree PSS idle <= 150 MB (${f(r.pssIdleMb, 0)} MB, server + PostgreSQL)`, r.pssIdleMb <= 150]);
    checks.push([`tree PSS peak <= 350 MB (${f(r.pssPeakMb, 0)} MB)`, r.pssPeakMb <= 350]);
    const external = results.find((x) => x.backend === 'postgres');
    if (external) checks.push([`throughput >= 0.9x external PostgreSQL (${f(r.rps, 0)} vs ${f(external.rps, 0)} req/s)`, r.rps >= 0.9 * external.rps]);
    const floor = external?.floor;
    if (floor) checks.push([`p99 <= 1.2x pgbench p99 (${f(r.p99)} ms <= ${f(1.2 * floor.p99)} ms = 1.2 x ${f(floor.p99)}, pgbench on the external PostgreSQL)`, r.p99 <= 1.2 * floor.p99]);
  }
  if (r.backend === 'postgres') {
    if (r.floor) {
      checks.push([`p99 <= 1.2x pgbench p99 (${f(r.p99)} ms <= ${f(1.2 * r.floor.p99)} ms = 1.2 x ${f(r.floor.p99)})`, r.p99 <= 1.2 * r.floor.p99]);
    } else {
      checks.push(['p99 <= 1.2x pgbench p99 (pgbench not installed: cannot be judged)', false]);
    }
  }
  if (r.fault) {
    const x = r.fault;
    const statuses = Object.entries(x.statuses).map(([s, n]) => `${n}x ${s}`).join(', ') || 'none';
    console.log(
      `- ${r.backend} fault scenario: ${x.terminated} connections terminated after ${Math.floor(N / 3)} of ${x.requests} requests; ` +
        `${x.failed} failed (${statuses}); recovery ${f(x.recoveryMs, 0)} ms; ${x.acknowledged} acknowledged, ${x.lost} lost`,
    );
    checks.push(['fault: process stayed up', x.processAlive]);
    checks.push([`fault: failures are 503 only (${statuses})`, Object.keys(x.statuses).every((s) => s === '503')]);
    checks.push([`fault: recovery <= 5 s (${f(x.recoveryMs, 0)} ms)`, x.recoveryMs <= 5000]);
    checks.push([`fault: 0 acknowledged rows lost (${x.lost} of ${x.acknowledged})`, x.lost === 0]);
  }
  for (const [name, ok] of checks) {
    console.log(`- ${r.backend}: ${ok ? 'PASS' : 'FAIL'} ${name}`);
    failed ||= !ok;
  }
}
process.exit(failed ? 1 : 0);
