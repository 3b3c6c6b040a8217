/**
 * Bounded waits (issue 26): the embedded PostgreSQL is frozen (SIGSTOP of the postmaster and every
 * backend) for 8 s under insert load plus API, auth and readiness requests. Every answer comes
 * within 5.5 s, as 503 with Retry-After; after SIGCONT requests succeed again and nothing
 * acknowledged is lost. Then a restart that fails (a cluster of another PostgreSQL version)
 * puts PostgreSQL's reason in the server's own log, and the server serves once it is fixed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterUrl } from '../../server/db/embedded.ts';
import { runningPostmaster } from '../../server/db/orphan.ts';
import { LOCAL_ANON_KEY } from '../../server/kit/keys.ts';
import { tempDir } from './helpers/backends.ts';
import { makeDist } from './helpers/dist.ts';
import { sleep, startLoad, storedEmails, LOAD_SERVER_ENV } from './helpers/load.ts';
import type { Outcome } from './helpers/load.ts';
import { logMessages, spawnServer, waitForExit } from './helpers/server.ts';
import type { ChildServer } from './helpers/server.ts';

const BOUND_MS = 5500;
const FROZEN_MS = 8000;

/** The postmaster and its children (backends, checkpointer, WAL writer...), from /proc. */
function processTree(root: number): number[] {
  const children = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === root ? [Number(d)] : [];
      } catch {
        return []; // exited meanwhile
      }
    });
  return [root, ...children];
}

interface Probe {
  what: string;
  status: number;
  ms: number;
  retryAfter: string | null;
}

async function probe(what: string, url: string, init: RequestInit = {}): Promise<Probe> {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { what, status: res.status, ms: performance.now() - started, retryAfter: res.headers.get('retry-after') };
}

describe('a hung embedded PostgreSQL (SIGSTOP)', () => {
  let dataDir: string;
  let distDir: string;
  let server: ChildServer;
  beforeAll(async () => {
    dataDir = tempDir('studio-hang');
    distDir = makeDist();
    server = await spawnServer({ DATA_DIR: dataDir, DIST_DIR: distDir, ...LOAD_SERVER_ENV });
  });
  afterAll(async () => {
    const pm = runningPostmaster(path.join(dataDir, 'postgres'));
    if (pm) for (const pid of processTree(pm)) process.kill(pid, 'SIGCONT');
    server?.proc.kill('SIGTERM');
    if (server) await waitForExit(server.proc);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('answers every request within 5.5 s as 503 + Retry-After, recovers after SIGCONT, loses nothing acknowledged', async () => {
    const postmaster = runningPostmaster(path.join(dataDir, 'postgres'));
    expect(postmaster).toBeGreaterThan(0);
    const load = startLoad(server.url, 4, 'hang');
    await sleep(500);
    const frozen = processTree(postmaster ?? 0);
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    const stoppedAt = performance.now();
    const headers = { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' };
    let probes: Probe[];
    try {
      await sleep(300);
      probes = await Promise.all([
        probe('readyz', `${server.url}/readyz`),
        probe('rest select', `${server.url}/rest/v1/submissions?select=id`, { headers }),
        probe('auth token', `${server.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-123' }),
        }),
      ]);
      await sleep(FROZEN_MS - (performance.now() - stoppedAt));
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
    }
    const resumedAt = performance.now();
    await sleep(2500);
    await load.stop();

    expect(server.proc.exitCode, server.output()).toBeNull();
    for (const p of probes) {
      expect(p, JSON.stringify(p)).toMatchObject({ status: 503 });
      expect(p.ms, p.what).toBeLessThanOrEqual(BOUND_MS);
      expect(p.retryAfter, p.what).toMatch(/^\d+$/);
    }
    const during = load.outcomes.filter((o: Outcome) => o.endedAt > stoppedAt && o.startedAt < resumedAt);
    expect(during.length).toBeGreaterThan(4);
    for (const o of load.outcomes) {
      expect(o.endedAt - o.startedAt, `${o.status} ${o.body}`).toBeLessThanOrEqual(BOUND_MS);
      if (o.status !== 201) {
        expect(o.status, o.body).toBe(503);
        expect(o.retryAfter).toMatch(/^\d+$/);
      }
    }
    // Nothing that started and ended while it was frozen succeeded.
    expect(during.filter((o) => o.startedAt > stoppedAt + 100 && o.endedAt < resumedAt).map((o) => o.status)).not.toContain(201);
    if (process.env.HANG_REPORT) {
      const maxMs = Math.max(...load.outcomes.map((o) => o.endedAt - o.startedAt));
      console.info({ during: during.length, maxMs, probes, acked: load.outcomes.filter((o) => o.status === 201).length });
    }
    // Serving again after SIGCONT, and every acknowledged lead is stored.
    expect(load.outcomes.filter((o) => o.startedAt > resumedAt + 1000 && o.status === 201).length).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const acked = load.outcomes.filter((o) => o.status === 201).map((o) => o.email);
    const stored = await storedEmails(clusterUrl(dataDir), 'hang');
    expect(acked.filter((e) => !stored.has(e))).toEqual([]);
    // Each 503 is logged at error with its code, each success at info.
    const requests = server
      .output()
      .split('\n')
      .filter((l) => l.includes('"msg":"request"'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(new Set(requests.filter((l) => l.status === 503).map((l) => `${l.level} ${l.code}`))).toEqual(
      new Set(['error PGRST001', 'error database_unavailable']),
    );
    expect(new Set(requests.filter((l) => l.status === 201).map((l) => l.level))).toEqual(new Set(['info']));
    // One line per incident (db/connection.ts): the first failure seen, a connection or the deadline timing out.
    const lost = /^db: PostgreSQL connection lost: .*(timeout|did not answer within 4500 ms)/;
    expect(logMessages(server.output())).toContainEqual(expect.stringMatching(lost));
  }, 60_000);

  it("a failed restart logs PostgreSQL's own reason (version mismatch), and serves again once fixed", async () => {
    const pgdata = path.join(dataDir, 'postgres');
    const versionFile = path.join(pgdata, 'PG_VERSION');
    const version = fs.readFileSync(versionFile, 'utf8');
    fs.writeFileSync(versionFile, '15\n'); // as a PostgreSQL 15 cluster restored over it would read
    try {
      process.kill(runningPostmaster(pgdata) ?? 0, 'SIGKILL');
      const failed = () => logMessages(server.output()).find((m) => m.includes('PostgreSQL restart failed')) ?? '';
      const reason = /FATAL: +database files are incompatible with server \| .*DETAIL: +The data directory was initialized .* version 15,/;
      await expect.poll(failed, { timeout: 20_000, interval: 200 }).toMatch(reason);
      const res = await probe('insert while down', `${server.url}/rest/v1/submissions`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Down', email: 'down@example.com', service: 'custom', message: 'while down' }),
      });
      expect(res).toMatchObject({ status: 503 });
      expect(res.ms).toBeLessThanOrEqual(BOUND_MS);
    } finally {
      fs.writeFileSync(versionFile, version);
    }
    const restarted = () => logMessages(server.output()).some((m) => m.startsWith('db: PostgreSQL restarted'));
    await expect.poll(restarted, { timeout: 20_000, interval: 250 }).toBe(true);
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 10_000, interval: 250 }).toBe(200);
  }, 60_000);
});
