/** The submission benchmark's results: markdown tables and a PASS/FAIL line per target. */
import os from 'node:os';
import type { Fault } from './fault.ts';
import type { Floor } from './floor.ts';
import type { Latencies } from './stats.ts';
import { C, N, POOL_SIZE } from './submission.ts';

export interface Row extends Latencies {
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

/** Prints the results; true when a target failed. */
export function report(results: Row[]): boolean {
  const f = (n: number, d = 1) => n.toFixed(d);
  console.log(
    `\n### Submission insert benchmark (N=${N}, concurrency=${C}, pool ${POOL_SIZE}, ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(2)})\n`,
  );
  console.log(
    '| backend | server req/s | p50 ms | p95 ms | p99 ms | errors | rows stored | raw DB tx/s | server/raw | RSS idle MB | RSS peak MB | tree PSS idle MB | tree PSS peak MB | start ms | CPU ms/req server | client | PostgreSQL |',
  );
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
      if (external)
        checks.push([
          `throughput >= 0.9x external PostgreSQL (${f(r.rps, 0)} vs ${f(external.rps, 0)} req/s)`,
          r.rps >= 0.9 * external.rps,
        ]);
      const floor = external?.floor;
      if (floor)
        checks.push([
          `p99 <= 1.2x pgbench p99 (${f(r.p99)} ms <= ${f(1.2 * floor.p99)} ms = 1.2 x ${f(floor.p99)}, pgbench on the external PostgreSQL)`,
          r.p99 <= 1.2 * floor.p99,
        ]);
    }
    if (r.backend === 'postgres') {
      if (r.floor) {
        checks.push([
          `p99 <= 1.2x pgbench p99 (${f(r.p99)} ms <= ${f(1.2 * r.floor.p99)} ms = 1.2 x ${f(r.floor.p99)})`,
          r.p99 <= 1.2 * r.floor.p99,
        ]);
      } else {
        checks.push(['p99 <= 1.2x pgbench p99 (pgbench not installed: cannot be judged)', false]);
      }
    }
    if (r.fault) {
      const x = r.fault;
      const statuses =
        Object.entries(x.statuses)
          .map(([s, n]) => `${n}x ${s}`)
          .join(', ') || 'none';
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
  return failed;
}
