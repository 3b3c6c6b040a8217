/**
 * WAL sized for a small VPS (issue 26, server/db/wal.ts): a new cluster has 1 MB segments and a
 * 32 MB max_wal_size; a cluster made by an older release (initdb's 16 MB segments) still starts, with
 * limits valid for its segment size. The 10,000-lead figure is `npm run bench:disk`'s.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PGDATA_NAME, startEmbedded } from '../../server/db/embedded.ts';
import { databaseUser } from '../../server/db/pgBinaries.ts';
import { newClusterDir } from '../../server/db/clusterAuth.ts';
import { prepareDataDir } from '../../server/db/dataDir.ts';
import { runtimeBinDir } from '../../server/db/pgRuntime.ts';
import { tempDir } from './helpers/backends.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function walOf(dataDir: string): Promise<Record<string, string>> {
  const cluster = await startEmbedded(dataDir, { noSync: true });
  const c = new pg.Client({ connectionString: cluster.url });
  await c.connect();
  try {
    const names = ['wal_segment_size', 'min_wal_size', 'max_wal_size', 'wal_keep_size'];
    const { rows } = await c.query<{ name: string; setting: string }>(
      `select name, current_setting(name) as setting from unnest($1::text[]) as name`,
      [names],
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.setting]));
  } finally {
    await c.end();
    await cluster.stop();
  }
}

describe('WAL limits of the embedded cluster', () => {
  it('a new cluster: 1 MB segments, min 8 MB, max 32 MB, nothing kept for replicas', async () => {
    const dataDir = tempDir('studio-wal-new');
    fs.chmodSync(dataDir, 0o755); // reachable by the database's account when run as root: the cluster stays inside
    dirs.push(dataDir);
    expect(await walOf(dataDir)).toEqual({ wal_segment_size: '1MB', min_wal_size: '8MB', max_wal_size: '32MB', wal_keep_size: '0' });
  }, 60_000);

  it('a cluster made with 16 MB segments (older releases) starts with limits valid for them', async () => {
    const dataDir = tempDir('studio-wal-old');
    fs.chmodSync(dataDir, 0o755);
    dirs.push(dataDir);
    const user = databaseUser();
    const pgdata = path.join(dataDir, PGDATA_NAME);
    prepareDataDir(dataDir, user);
    newClusterDir(pgdata, user);
    const initdb = path.join(runtimeBinDir(user), 'initdb'); // a copy the account can run when the checkout is closed to it
    execFileSync(initdb, ['-D', pgdata, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'], {
      stdio: 'ignore',
      env: { PATH: process.env.PATH ?? '', LC_ALL: 'C' },
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
    expect(await walOf(dataDir)).toEqual({ wal_segment_size: '16MB', min_wal_size: '32MB', max_wal_size: '48MB', wal_keep_size: '0' });
  }, 60_000);
});
