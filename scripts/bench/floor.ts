/** The latency floor the database alone sets: the server's insert transaction through pgbench. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '../../server/db/connection.ts';
import { SET_CONTEXT_SQL } from '../../server/data/asRole.ts';
import { latencies, type Latencies } from './stats.ts';
import { C, N, WARMUP } from './submission.ts';

export interface Floor extends Latencies {
  tps: number;
}

/**
 * Runs the server's transaction (BEGIN, set_config role + claims, the INSERT, COMMIT) through
 * pgbench: prepared statements, C concurrent connections, ceil(N / C) transactions each, per-
 * transaction latencies logged. Undefined (with a note) when pgbench is not installed.
 */
export function pgbenchFloor(dbUrl: string, insertSql: string, payload: string, claims: object, tmp: string): Floor | undefined {
  let binary: string;
  try {
    binary = execFileSync('sh', ['-c', 'command -v pgbench || ls /usr/lib/postgresql/*/bin/pgbench | tail -1'], {
      encoding: 'utf8',
    }).trim();
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
  const vars = {
    role: 'anon',
    claims: JSON.stringify(claims),
    method: 'POST',
    path: '/rest/v1/submissions',
    timeout: String(DEFAULT_STATEMENT_TIMEOUT_MS),
    payload,
  };
  const run = (perClient: number, log: string[]) =>
    execFileSync(
      binary,
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(C),
        '-j',
        '2',
        '-t',
        String(perClient),
        '-f',
        scriptFile,
        ...log,
        '-h',
        url.searchParams.get('host') ?? url.hostname,
        '-p',
        url.port || '5432',
        '-U',
        decodeURIComponent(url.username || 'postgres'),
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
