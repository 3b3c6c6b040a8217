/**
 * Backups of the embedded PostgreSQL while the server runs: an online base backup (PostgreSQL's
 * pg_backup_start/pg_backup_stop API) of the whole cluster, with the WAL written during the copy,
 * in one timestamped .tar.gz (mode 0600). Restoring it into an empty DATA_DIR and starting
 * PostgreSQL replays that WAL: the result is the cluster as of the end of the backup. The bundled
 * binaries have no pg_dump, and this needs no tool beyond tar; the file restores with the same
 * PostgreSQL major version (the bundled one). A temporary replication slot keeps the WAL from
 * being recycled during the copy.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { isInitialised, PGDATA_NAME } from './embedded.ts';
import { privateDir } from './placement.ts';
import { databaseUser } from './pgBinaries.ts';

/** Left out of the copy: runtime state PostgreSQL recreates, and WAL (the needed part is added). */
const EXCLUDE = ['postmaster.pid', 'postmaster.opts', '.s.PGSQL.*', './pg_wal/*', './pg_replslot/*', './pg_stat_tmp/*', './pg_dynshmem/*', './pg_notify/*', './pg_serial/*', './pg_snapshots/*', './pg_subtrans/*'];

function tar(args: string[]): void {
  const r = spawnSync('tar', args, { encoding: 'utf8' });
  // 1 = "file changed as we read it": expected in an online copy, the WAL replay repairs it.
  if (r.error || (r.status !== 0 && r.status !== 1)) throw new Error(`tar ${args[0]} failed: ${r.error?.message ?? r.stderr.trim()}`);
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/** Writes one backup of the running cluster at `url` into `dir`; keeps the newest `keep`; returns its path. */
export async function backupCluster(url: string, dataDir: string, dir: string, keep: number): Promise<string> {
  const pgdata = path.join(dataDir, PGDATA_NAME);
  privateDir(dir);
  const file = path.join(dir, `studio-${stamp(new Date())}.tar`);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const slot = `studio_backup_${process.pid}`;
  try {
    await c.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
    const start = await c.query<{ wal: string }>(`select pg_walfile_name(pg_backup_start('studio backup', true)) as wal`);
    tar(['-cf', file, '--warning=no-file-changed', '--ignore-failed-read', ...EXCLUDE.map((e) => `--exclude=${e}`), '-C', pgdata, '.']);
    const stop = await c.query<{ labelfile: string; wal: string }>(`select labelfile, pg_walfile_name(lsn) as wal from pg_backup_stop(false)`);
    const { labelfile, wal: last } = stop.rows[0] ?? { labelfile: '', wal: '' };
    const first = start.rows[0]?.wal ?? '';
    const staging = fs.mkdtempSync(path.join(dir, '.staging-'));
    try {
      fs.writeFileSync(path.join(staging, 'backup_label'), labelfile, { mode: 0o600 });
      fs.mkdirSync(path.join(staging, 'pg_wal'));
      for (const seg of fs.readdirSync(path.join(pgdata, 'pg_wal'))) {
        if (/^[0-9A-F]{24}$/.test(seg) && seg >= first && seg <= last) fs.copyFileSync(path.join(pgdata, 'pg_wal', seg), path.join(staging, 'pg_wal', seg));
      }
      tar(['-rf', file, '-C', staging, 'backup_label', 'pg_wal']);
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  } finally {
    await c.query('select pg_drop_replication_slot($1)', [slot]).catch(() => {});
    await c.end();
  }
  execFileSync('gzip', ['-f', file]);
  fs.chmodSync(`${file}.gz`, 0o600);
  prune(dir, keep);
  return `${file}.gz`;
}

function prune(dir: string, keep: number): void {
  const all = fs.readdirSync(dir).filter((f) => /^studio-\d{8}T\d{6}Z\.tar\.gz$/.test(f)).sort();
  for (const old of all.slice(0, Math.max(0, all.length - keep))) fs.rmSync(path.join(dir, old));
}

export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** Unpacks a backup into DATA_DIR, which must hold no database; PostgreSQL finishes it on its first start. */
export function restoreCluster(file: string, dataDir: string): void {
  if (!fs.existsSync(file)) throw new RestoreError(`no backup file at ${file}`);
  if (isInitialised(dataDir) || fs.existsSync(path.join(dataDir, PGDATA_NAME))) {
    throw new RestoreError(`DATA_DIR ${dataDir} already holds a database: restore into an empty DATA_DIR (stop the server, move the old one away)`);
  }
  const user = databaseUser();
  privateDir(dataDir, user);
  const pgdata = path.join(dataDir, PGDATA_NAME);
  const building = `${pgdata}.restore`;
  fs.rmSync(building, { recursive: true, force: true });
  privateDir(building, user);
  tar(['-xzf', file, '-C', building]);
  if (!fs.existsSync(path.join(building, 'backup_label')) || !fs.existsSync(path.join(building, 'PG_VERSION'))) {
    fs.rmSync(building, { recursive: true, force: true });
    throw new RestoreError(`${file} is not a backup made by npm run db:backup`);
  }
  if (user) execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, building]);
  fs.renameSync(building, pgdata);
}
