/**
 * Issue 27, point 2, on the embedded PostgreSQL (DATA_DIR) in a child process: refused anonymous
 * requests cannot fill the disk through postgres.log. 2,000 of them, every one reaching the
 * database (READ_RATE_LIMIT_MAX=0 here: the per-address limit is tested in abuse.test.ts) and
 * refused there — a long select list on a table anon cannot read, a visitor's text in a uuid filter,
 * a NUL in a PATCH body, a DELETE — grow DATA_DIR (the cluster included) by less than 1 MB, and
 * postgres.log holds no statement, no ERROR line and nothing the visitor sent. Before: an ERROR
 * and the whole STATEMENT per request: this test measured +6.3 MB for the 2,000 (19 KB each with
 * the probe's longer select list). And a log left over the 8 MiB cap is cut to its last MiB at start.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../server/kit/keys.ts';
import { tempDir } from './helpers/backends.ts';
import { makeDist } from './helpers/dist.ts';
import { runConcurrent } from '../../scripts/bench/stats.ts';
import { spawnServer, waitForExit } from './helpers/server.ts';
import type { ChildServer } from './helpers/server.ts';

const MARKER = 'visitor-marker-27';
const api = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}` };
// ~7 KB of select list, as the probe's 19 KB one (the whole statement was logged with each error)
const LONG_SELECT = Array.from({ length: 100 }, () => 'id,created_at,name,email,phone,business_name,service,message,status').join(',');

/** Disk use of DATA_DIR in bytes, following its link to the cluster's home (du -L). */
const du = (dir: string) => Number(execFileSync('du', ['-skL', dir], { encoding: 'utf8' }).split('\t')[0]) * 1024;

const REFUSED: [string, string, RequestInit][] = [
  ['long select list', `/rest/v1/submissions?select=${LONG_SELECT}`, { headers: api }],
  ['visitor text in a uuid filter', `/rest/v1/submissions?id=eq.${MARKER}`, { headers: api }],
  [
    'NUL in a PATCH body',
    '/rest/v1/submissions?id=eq.00000000-0000-4000-8000-000000000000',
    {
      method: 'PATCH',
      headers: { ...api, 'content-type': 'application/json' },
      body: `{"message":"\\u0000 ${MARKER}"}`,
    },
  ],
  ['DELETE', '/rest/v1/submissions?email=eq.' + MARKER, { method: 'DELETE', headers: api }],
];

describe('postgres.log under a flood of refused anonymous requests (issue 27)', () => {
  let server: ChildServer;
  let dataDir: string;
  let dist: string;
  beforeAll(async () => {
    dataDir = tempDir('sec27-logs');
    // A log left over the cap (8 MiB) by an earlier run: cut at this start.
    fs.writeFileSync(
      path.join(dataDir, 'postgres.log'),
      Array.from({ length: 150_000 }, (_, i) => `old line ${i} ${'x'.repeat(50)}\n`).join(''),
      { mode: 0o600 },
    );
    dist = makeDist();
    // Read limit lifted: the 2,000 refusals must each reach the database (abuse.test.ts tests the limit).
    server = await spawnServer({ DATA_DIR: dataDir, DIST_DIR: dist, STORYBOOK_PATH: 'off', READ_RATE_LIMIT_MAX: '0' }, 90_000);
  }, 120_000);
  afterAll(async () => {
    if (server) {
      server.proc.kill('SIGTERM');
      await waitForExit(server.proc);
    }
    const home = fs.existsSync(path.join(dataDir, 'postgres')) ? path.dirname(fs.realpathSync(path.join(dataDir, 'postgres'))) : undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (home && home !== dataDir) fs.rmSync(home, { recursive: true, force: true });
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("a postgres.log over the cap is cut to its last MiB at start, from a line start; PostgreSQL's new lines follow", () => {
    const log = fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8');
    expect(log.length).toBeLessThan(1.1 * 1024 * 1024);
    expect(log).toMatch(/^old line \d+ x+\n/);
    expect(log).toContain('old line 149999 ');
    expect(log).toMatch(/database system is ready to accept connections/);
  });

  it('2,000 refused reads, updates and deletes grow DATA_DIR by < 1 MB; the log holds no statement and no visitor data', async () => {
    const statuses = new Map<number, number>();
    const send = async (i: number) => {
      const [, target, init] = REFUSED[i % REFUSED.length] ?? REFUSED[0]!;
      const res = await fetch(`${server.url}${target}`, init);
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      return res.status >= 400 && res.status < 500;
    };
    await runConcurrent(20, 4, send); // warm-up: every path once
    const before = du(dataDir);
    const { errors } = await runConcurrent(2000, 16, send);
    await new Promise((r) => setTimeout(r, 500));
    const grown = du(dataDir) - before;
    const log = fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8');
    console.log(
      `[postgres.log] 2000 refused requests (${[...statuses].map(([s, n]) => `${n}x ${s}`).join(', ')}): DATA_DIR +${(grown / 1024).toFixed(0)} KiB, postgres.log ${log.length} bytes`,
    );
    expect(errors).toBe(0);
    expect(statuses.get(429)).toBeUndefined();
    expect(grown).toBeLessThan(1024 * 1024);
    expect(log).not.toContain(MARKER);
    expect(log).not.toMatch(/STATEMENT|ERROR|DETAIL|CONTEXT|business_name,service/);
  }, 120_000);
});
