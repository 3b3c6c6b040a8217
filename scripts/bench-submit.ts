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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEFAULTS } from '../server/config/options.ts';
import type { Database } from '../server/db/adapter.ts';
import { openDatabase } from '../server/db/open.ts';
import { runAsRequest } from '../server/data/asRole.ts';
import { buildInsertSql, planInsert } from '../server/data/insert.ts';
import { parsePrefer } from '../server/rest/request/apiRequest.ts';
import { loadSchemaCache } from '../server/data/schema.ts';
import { faultScenario } from './bench/fault.ts';
import { pgbenchFloor } from './bench/floor.ts';
import { procCpuSeconds, procStatus, processTree, treePssMb } from './bench/proc.ts';
import { report, type Row } from './bench/report.ts';
import { startServer, stopServer } from './bench/server.ts';
import { latencies, runConcurrent } from './bench/stats.ts';
import { anonClients, BACKENDS, C, N, PG_ADMIN_URL, POOL_SIZE, submission, WARMUP } from './bench/submission.ts';
import { cli } from './cli.ts';

cli(import.meta.filename, {}); // no options; -h prints the header above

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
    const clients = anonClients(url);
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
        const plan = planInsert({
          table,
          payload: { rows: [row], keys: Object.keys(row) },
          columns: Object.keys(row),
          prefs,
          shape: 'array',
          select: '*',
          onConflict: [],
        });
        const result = await runAsRequest(db, auth, { method: 'POST', path: '/rest/v1/submissions' }, plan);
        return result.rows === 1;
      });
      if (raw.errors || (await countRows()) !== rows + N) throw new Error('raw path lost rows');
      const sample = submission(0);
      const floor = dbUrl
        ? pgbenchFloor(dbUrl, buildInsertSql(table, Object.keys(sample)), JSON.stringify([sample]), auth.claims, tmp)
        : undefined;
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

const results: Row[] = [];
for (const backend of BACKENDS) {
  console.error(`benchmarking ${backend}: ${N} submissions, ${C} concurrent clients...`);
  results.push(await bench(backend));
}
process.exit(report(results) ? 1 : 0);
