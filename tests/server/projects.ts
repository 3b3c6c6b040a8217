/**
 * How vitest.config.ts splits the server tests into two projects: `server`, whose files run several
 * at a time (each has its own database in the run's cluster, its own ports from the kernel and its
 * own temporary directories), and `server-ops`, one file at a time, in a Vitest run of its own
 * (scripts/test.ts), beside the unit and story projects run at a lower priority.
 */
import { availableParallelism } from 'node:os';

/** What both server projects share. */
export const SERVER_TEST = {
  environment: 'node',
  globalSetup: ['tests/server/globalSetup.ts'],
  setupFiles: ['tests/server/quietLog.ts'],
  // A guard against a hang, not a bound any test claims (those assert their own): 60 s, as both
  // projects share the cores with the story captures and the builds (scripts/test.ts).
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

/** Files run at once in `server`: one per core (`npm test` runs the last stories and the end-to-end tests beside them). */
export const SERVER_WORKERS = availableParallelism();

/**
 * The operations tests, run alone. Each one asserts a wall-clock bound or a resource figure
 * measured under a load it makes itself, which another file's load would eat into or blur:
 * - abuse: a stuck insert is answered by the 5 s connection deadline, and within 5.5 s;
 * - bodyDeadline, bodyFlood: trickled and 100 MB bodies against BODY_TIMEOUT_MS, the server's RSS and
 *   /healthz's latency (bodyFlood runs before every other step of `npm test`: ALONE_FILES);
 * - flood: staff sign in from known devices while 120 clients flood the sign-in;
 * - diskFull, hang: every answer within 5.5 s while the disk is full or PostgreSQL frozen for 8 s;
 * - embedded, faults, durability: restarts and reconnections within 5–30 s under insert load;
 * - logGrowth: 2,000 refused requests against the size postgres.log may grow to;
 * - shutdown: the drain window after SIGTERM under load, and the exit within its bound (ALONE_FILES);
 * - npmSignals: SIGINT stops within 3 s, and a second start on the port the first one freed;
 * - deployGuide: three instances behind HAProxy, 50 clients and rate-limit windows, on the
 *   machine's PostgreSQL (DEPLOY_PG_ADMIN_URL, 127.0.0.1:5432 by default).
 */
export const SERVER_OPS_FILES = [
  'tests/server/abuse.test.ts',
  'tests/server/bodyDeadline.test.ts',
  'tests/server/bodyFlood.test.ts',
  'tests/server/deployGuide.test.ts',
  'tests/server/diskFull.test.ts',
  'tests/server/durability.test.ts',
  'tests/server/embedded.test.ts',
  'tests/server/faults.test.ts',
  'tests/server/flood.test.ts',
  'tests/server/hang.test.ts',
  'tests/server/logGrowth.test.ts',
  'tests/server/npmSignals.test.ts',
  'tests/server/shutdown.test.ts',
];

/**
 * The operations tests whose bounds no other load may share the cores with: `npm test` runs them
 * first, on a machine otherwise idle (scripts/test.ts). Beside the story captures, even at the lowest
 * priority, the 100 MB flood's /healthz took 124 and 187 ms (bound 100; 18–32 ms alone) and
 * readiness took over 500 ms to drop after SIGTERM under 20 insert clients, in CI runs on one day.
 */
export const ALONE_FILES = ['tests/server/bodyFlood.test.ts', 'tests/server/shutdown.test.ts'];
