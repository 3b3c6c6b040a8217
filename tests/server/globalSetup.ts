/**
 * One PostgreSQL for the whole server test run: the project's embedded cluster in a temporary
 * DATA_DIR (no system PostgreSQL needed), unless TEST_PG_ADMIN_URL names an external one.
 * Each test file creates its own database in it (helpers/backends.ts). A throw-away cluster:
 * fsync is off here for speed; the durability and fault tests start servers on their own
 * DATA_DIR, with the production settings.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded } from '../../server/db/embedded.ts';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_PG_ADMIN_URL) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-test-pg-'));
  const cluster = await startEmbedded(dir, { noSync: true, settings: { fsync: 'off', synchronous_commit: 'off', max_connections: '300' } });
  process.env.TEST_PG_ADMIN_URL = cluster.url;
  return async () => {
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
