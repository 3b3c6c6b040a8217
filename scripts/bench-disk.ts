/**
 * `npm run bench:disk`: the disk the embedded PostgreSQL takes for BENCH_DISK_N (10,000) leads sent
 * through the HTTP API (supabase-js from BENCH_CONCURRENCY clients, as visitors' browsers would)
 * into a fresh DATA_DIR. Prints DATA_DIR's size, the WAL's (pg_wal) and the database's own, right
 * after the inserts and again after a restart, and checks them against the budget for a small VPS:
 * DATA_DIR ≤ 100 MB (issue 26). Exit 1 when over it or when a lead was not stored.
 *
 * Env: BENCH_DISK_N (10000), BENCH_CONCURRENCY (50), BENCH_DISK_MAX_MB (100).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { clusterUrl, PGDATA_NAME } from '../server/db/embedded.ts';
import { startServer, stopServer } from './bench/server.ts';
import { runConcurrent } from './bench/stats.ts';
import { anonClients, C, submission } from './bench/submission.ts';
import { cli } from './cli.ts';

cli(import.meta.filename, {}); // no options; -h prints the header above

const N = Number(process.env.BENCH_DISK_N ?? 10_000);
const MAX_MB = Number(process.env.BENCH_DISK_MAX_MB ?? 100);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-disk-'));
fs.chmodSync(tmp, 0o755); // run as root, the database's account must reach DATA_DIR (else its cluster is kept elsewhere)
const dataDir = path.join(tmp, 'data');
const distDir = path.join(tmp, 'dist');
fs.mkdirSync(distDir);
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>bench</title>');
const env = { DATA_DIR: dataDir, DIST_DIR: distDir, STORYBOOK_PATH: 'off' };

/** Allocated size in MB, as `du` counts it (symbolic links followed). */
const du = (dir: string) => Number(execFileSync('du', ['-skL', dir], { encoding: 'utf8' }).split('\t')[0]) / 1024;

async function measure(label: string): Promise<{ dataDirMb: number }> {
  const c = new pg.Client({ connectionString: clusterUrl(dataDir) });
  await c.connect();
  try {
    const { rows } = await c.query<{ n: number; db: string }>(
      `select (select count(*)::int from public.submissions) as n, pg_database_size(current_database())::text as db`,
    );
    const row = rows[0] ?? { n: 0, db: '0' };
    const dataDirMb = du(dataDir);
    const walMb = du(path.join(dataDir, PGDATA_NAME, 'pg_wal'));
    console.log(
      `${label}: ${row.n} leads; DATA_DIR ${dataDirMb.toFixed(1)} MB, of it WAL ${walMb.toFixed(1)} MB, ` +
        `database ${(Number(row.db) / 1048576).toFixed(1)} MB`,
    );
    if (row.n !== N) throw new Error(`${N} leads acknowledged, ${row.n} stored`);
    return { dataDirMb };
  } finally {
    await c.end();
  }
}

let worst = 0;
try {
  const first = await startServer(env);
  const clients = anonClients(first.url);
  console.error(`sending ${N} leads through ${first.url} from ${C} clients...`);
  const run = await runConcurrent(N, C, async (i, w) => {
    const res = await clients[w]!.from('submissions').insert(submission(i));
    return res.status === 201 && res.error === null;
  });
  if (run.errors) throw new Error(`${run.errors} inserts failed`);
  console.log(`inserted ${N} leads at ${run.rps.toFixed(0)}/s`);
  worst = Math.max(worst, (await measure('after the inserts')).dataDirMb);
  await stopServer(first.proc);
  const second = await startServer(env);
  worst = Math.max(worst, (await measure('after a restart')).dataDirMb);
  await stopServer(second.proc);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
const pass = worst <= MAX_MB;
console.log(`${pass ? 'PASS' : 'FAIL'} DATA_DIR for ${N} leads: ${worst.toFixed(1)} MB (budget ${MAX_MB} MB)`);
process.exit(pass ? 0 : 1);
