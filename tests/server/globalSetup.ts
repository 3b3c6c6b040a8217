/**
 * One PostgreSQL for the whole server test run: the project's embedded cluster in a temporary
 * DATA_DIR (no system PostgreSQL needed), unless TEST_PG_ADMIN_URL names an external one.
 * Each test file creates its own database in it (helpers/backends.ts). A throw-away cluster:
 * fsync is off here for speed; the durability and fault tests start servers on their own
 * DATA_DIR, with the production settings. The run also gets an id, under which the files that need
 * the SSR bundle share one build (helpers/ssr.ts), removed at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded } from '../../server/db/embedded.ts';
import { removeSsrDirs, TEST_RUN_ENV } from './helpers/ssr.ts';

export default async function setup(): Promise<() => Promise<void>> {
  // Both server projects run this: the second finds the first one's run and cluster.
  const run = process.env[TEST_RUN_ENV] ?? `${process.pid}-${Date.now()}`;
  process.env[TEST_RUN_ENV] = run;
  const removeSsr = async () => removeSsrDirs(run);
  if (process.env.TEST_PG_ADMIN_URL) return removeSsr;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-test-pg-'));
  const cluster = await startEmbedded(dir, {
    noSync: true,
    settings: { fsync: 'off', synchronous_commit: 'off', max_connections: '300' },
  }).catch((err: unknown) => {
    fs.rmSync(dir, { recursive: true, force: true }); // nothing of a failed start is left behind
    throw err;
  });
  process.env.TEST_PG_ADMIN_URL = cluster.url;
  return async () => {
    await removeSsr();
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
