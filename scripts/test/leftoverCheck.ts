/**
 * `npm test`'s last step: what the run left behind. It starts no work; it reads the processes and
 * directories (./runState.ts) and lists, as ./leftovers.ts decides:
 *   - processes of the run still alive (PostgreSQL clusters, Chromium, HAProxy, node servers): any left
 *     in a step's cgroup (./meter.ts), any with the run's id in their environment (every step's is
 *     marked), and any started during the run whose working directory or command line is in the run's
 *     temporary directory, the checkout's .data or the end-to-end DATA_DIR base (`postgres -D …`: the
 *     embedded PostgreSQL starts with an environment of its own). The checkout as a whole is not a
 *     root: every embedded PostgreSQL of the checkout runs a binary from its node_modules, and other
 *     work in the same checkout (an editor's tools, another terminal's tests) is not the run's;
 *   - anything left in the run's temporary directory (every step's TMPDIR: the server tests'
 *     studio-test-pg-* cluster, the end-to-end specs' DATA_DIRs, browser profiles…);
 *   - entries and PostgreSQL sockets that appeared during the run in the checkout's .data and in the
 *     end-to-end servers' DATA_DIR base (root's /var/lib/studio-site/<checkout>-<hash>, that
 *     directory itself included when the run made it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from '../../tests/e2e/env.ts';
import { leftoverProcesses, newPaths, type Leftovers } from './leftovers.ts';
import type { Meter } from './meter.ts';
import { leftInRunTmp, listProcesses, pathsIn, runnerAndAncestors, startOf } from './runState.ts';

export interface RunScope {
  /** The run's id, in RUN_ENV of every step. */
  run: string;
  runTmp: string;
  /** The checkout's .data and the end-to-end DATA_DIR base when it is elsewhere. */
  watched: string[];
  /** What the watched directories held before the run. */
  before: string[];
  since: number;
}

/** Taken before the first step. */
export function runScope(checkout: string, runTmp: string): RunScope {
  const watched = [...new Set([path.join(checkout, '.data'), path.dirname(E2E_DATA_DIR)])];
  return { run: `${process.pid}-${Date.now()}`, runTmp, watched, before: present(watched), since: startOf('self') ?? 0 };
}

/** What the watched directories hold, and root's stand-in itself (the checkout's .data may stay, empty). */
const present = (watched: string[]) => [...watched.slice(1).filter((dir) => fs.existsSync(dir)), ...pathsIn(watched)];

export function findLeftovers(scope: RunScope, meter: Meter, steps: number): Leftovers {
  const inRunCgroups = new Set(Array.from({ length: steps }, (_, index) => meter.members(index)).flat());
  const roots = [scope.runTmp, ...scope.watched];
  const runner = runnerAndAncestors();
  const processes = leftoverProcesses(listProcesses(), { runner, run: scope.run, since: scope.since, roots, inRunCgroups });
  return { processes, paths: [...leftInRunTmp(scope.runTmp), ...newPaths(scope.before, present(scope.watched))] };
}
