/**
 * The embedded PostgreSQL's lifecycle as an operator meets it, with the real `node server/main.ts`:
 * the database process killed under load (503 + Retry-After, supervised restart, ready within
 * 10 s, nothing acknowledged lost); the server SIGKILLed leaving its postmaster running (the next
 * start stops it and serves within 30 s); a clear message when there are no binaries; run by an
 * ordinary user (when the tests run as root: as the postgres user, through runuser); as root, a
 * DATA_DIR PostgreSQL's account cannot reach is refused (named one it can), the default moves.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterUrl } from '../../server/db/embedded.ts';
import { defaultDataDir, reachable } from '../../server/db/dataDir.ts';
import { ourPostmaster, runningPostmaster } from '../../server/db/orphan.ts';
import { databaseUser } from '../../server/db/pgBinaries.ts';
import { tempDir } from './helpers/backends.ts';
import { makeDist } from './helpers/dist.ts';
import { recoveryMs, sleep, startLoad, storedEmails, LOAD_SERVER_ENV } from './helpers/load.ts';
import { ChildExitError, REPO_ROOT, spawnServer, waitForExit } from './helpers/server.ts';
import type { ChildServer } from './helpers/server.ts';

let distDir: string;
let dataDir: string;
let server: ChildServer | undefined;
beforeAll(() => {
  distDir = makeDist();
  dataDir = tempDir('studio-embedded');
});
afterAll(async () => {
  server?.proc.kill('SIGTERM');
  if (server) await waitForExit(server.proc);
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const pgdata = () => path.join(dataDir, 'postgres');

describe('embedded PostgreSQL lifecycle', () => {
  it('the database process killed under load: 503 + Retry-After, restarted, ready within 10 s, nothing acknowledged lost', async () => {
    server = await spawnServer({ DATA_DIR: dataDir, DIST_DIR: distDir, ...LOAD_SERVER_ENV });
    const before = runningPostmaster(pgdata());
    expect(before).toBeGreaterThan(0);
    const load = startLoad(server.url, 8, 'dbkill');
    await sleep(1000);
    const faultAt = performance.now();
    process.kill(before ?? 0, 'SIGKILL');
    await expect.poll(() => runningPostmaster(pgdata()), { timeout: 10_000, interval: 100 }).not.toBe(before);
    await expect.poll(() => runningPostmaster(pgdata()), { timeout: 10_000, interval: 100 }).toBeGreaterThan(0);
    // The load keeps running on the restarted database until requests succeed again (on a loaded
    // machine the pool's reconnect can take longer than a fixed pause), then a little longer.
    const backAt = performance.now();
    await expect
      .poll(() => load.outcomes.some((o) => o.status === 201 && o.startedAt > backAt), {
        timeout: 10_000 - (backAt - faultAt),
        interval: 100,
      })
      .toBe(true);
    await sleep(500);
    await load.stop();

    const failed = load.outcomes.filter((o) => o.status !== 201);
    for (const o of failed) {
      expect(o.status, o.body).toBe(503);
      expect(o.retryAfter).toMatch(/^\d+$/);
    }
    const recovered = recoveryMs(load.outcomes, faultAt);
    console.log(`[embedded] postmaster killed: ${failed.length} requests got 503, recovered in ${Math.round(recovered)} ms`);
    expect(recovered).toBeLessThan(10_000);
    expect(load.outcomes.filter((o) => o.status === 201 && o.startedAt > faultAt + recovered).length).toBeGreaterThan(0);
    const acknowledged = load.outcomes.filter((o) => o.status === 201).map((o) => o.email);
    const stored = await storedEmails(clusterUrl(dataDir), 'dbkill');
    expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);
    expect(server.output()).toMatch(/PostgreSQL exited unexpectedly .*restarting it/);
    expect(server.proc.exitCode).toBeNull(); // the server stayed up
  }, 60_000);

  it('the server SIGKILLed leaves its postmaster running: the next start stops it and serves within 30 s', async () => {
    const old = runningPostmaster(pgdata());
    expect(old).toBeGreaterThan(0);
    server?.proc.kill('SIGKILL');
    if (server) await waitForExit(server.proc);
    expect(runningPostmaster(pgdata())).toBe(old); // orphaned, still running
    const started = Date.now();
    server = await spawnServer({ DATA_DIR: dataDir, DIST_DIR: distDir, ...LOAD_SERVER_ENV });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(server.output()).toMatch(/still running from a server that stopped without shutting it down/);
    const now = runningPostmaster(pgdata());
    expect(now).toBeGreaterThan(0);
    expect(now).not.toBe(old);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 60_000);

  it('without PostgreSQL binaries for the platform, says so and exits', async () => {
    const err = await spawnServer({ DATA_DIR: tempDir('studio-nobin'), DIST_DIR: distDir, PG_BIN_DIR: '/nonexistent/bin' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ChildExitError);
    expect((err as ChildExitError).exitCode).toBe(1);
    expect((err as ChildExitError).output).toMatch(
      /^Error: \/nonexistent\/bin\/initdb not found: the embedded PostgreSQL cannot start\. Set DATABASE_URL or PG_BIN_DIR\./m,
    );
  });

  const postgresUser = (() => {
    try {
      const [uid, gid] = ['-u', '-g'].map((f) => Number(execFileSync('id', [f, 'postgres'], { encoding: 'utf8' }).trim()));
      return { uid: uid ?? -1, gid: gid ?? -1, name: 'postgres' };
    } catch {
      return undefined;
    }
  })();
  // An ordinary user runs the checkout's code: not possible when the checkout is closed to it (a clone under /root).
  const ordinaryUserCanRun =
    process.getuid?.() === 0 && postgresUser !== undefined && reachable(path.join(REPO_ROOT, 'server', 'x'), postgresUser);
  it.skipIf(!ordinaryUserCanRun)(
    'runs as an ordinary user: PostgreSQL runs as that same user and stops with the server',
    async () => {
      const dir = tempDir('studio-user');
      const dist = tempDir('studio-user-dist');
      fs.cpSync(distDir, dist, { recursive: true });
      fs.chmodSync(dist, 0o755);
      execFileSync('chown', ['postgres', dir]);
      try {
        const child = await spawnServer({ DATA_DIR: path.join(dir, 'data'), DIST_DIR: dist }, 30_000, ['runuser', '-u', 'postgres', '--']);
        try {
          const pid = runningPostmaster(path.join(dir, 'data', 'postgres'), ourPostmaster(postgresUser));
          expect(pid).toBeGreaterThan(0);
          expect(fs.statSync(`/proc/${pid}`).uid).toBe(Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()));
          expect((await fetch(`${child.url}/readyz`)).status).toBe(200);
        } finally {
          child.proc.kill('SIGTERM');
          await waitForExit(child.proc);
        }
        expect(runningPostmaster(path.join(dir, 'data', 'postgres'), ourPostmaster(postgresUser))).toBeUndefined();
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
        fs.rmSync(dist, { recursive: true, force: true });
      }
    },
    60_000,
  );

  const unreachable = 'as root, a DATA_DIR its PostgreSQL account cannot reach is refused, naming one it can; nothing is made elsewhere';
  it.skipIf(process.getuid?.() !== 0)(
    unreachable,
    async () => {
      const closed = tempDir('studio-closed'); // 0700 root: PostgreSQL's account cannot pass it
      const state = tempDir('studio-state'); // stands in for /var/lib/studio-site
      fs.chmodSync(state, 0o755);
      try {
        const err = await spawnServer({ DATA_DIR: path.join(closed, 'data'), DIST_DIR: distDir, STUDIO_STATE_DIR: state }).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(ChildExitError);
        expect((err as ChildExitError).output).toContain(
          `Error: DATA_DIR ${path.join(closed, 'data')} cannot be reached by "${databaseUser()?.name}", ` +
            'the account PostgreSQL runs as when the server is root',
        );
        expect((err as ChildExitError).output).toContain(`e.g. DATA_DIR=${path.join(state, 'data')}`);
        expect(fs.readdirSync(closed)).toEqual([]);
        expect(fs.readdirSync(state)).toEqual([]);
        // The default (.data of a checkout it cannot enter) becomes a directory of its own under STUDIO_STATE_DIR.
        const checkout = path.join(closed, 'checkout');
        fs.mkdirSync(checkout);
        const fallback = defaultDataDir(checkout, undefined);
        expect(path.dirname(fallback)).toBe(path.resolve(process.env.STUDIO_STATE_DIR?.trim() || '/var/lib/studio-site'));
        expect(path.basename(fallback)).toMatch(/^checkout-[0-9a-f]{8}$/);
      } finally {
        fs.rmSync(closed, { recursive: true, force: true });
        fs.rmSync(state, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
