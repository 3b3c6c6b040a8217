/**
 * Backups of the embedded PostgreSQL while the server runs: an online base backup (PostgreSQL's
 * pg_backup_start/pg_backup_stop API) of the whole cluster, with the WAL written during the copy,
 * in one timestamped .tar.gz (mode 0600). Restoring it into an empty DATA_DIR and starting
 * PostgreSQL replays that WAL: the result is the cluster as of the end of the backup. The bundled
 * binaries have no pg_dump, and this needs no tool beyond tar; the file restores with the same
 * PostgreSQL major version (the bundled one). A temporary replication slot keeps the WAL from
 * being recycled during the copy.
 *
 * As root, the cluster's files belong to the database's account, which root does not trust
 * (./dataDir.ts): tar reads and unpacks them AS that account, writing to or reading from a file
 * descriptor root opened in its own backup directory (a link planted there is refused), so root
 * never walks that account's tree itself.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { newClusterDir } from './clusterAuth.ts';
import { openOwnFile, prepareDataDir, privateDir } from './dataDir.ts';
import { isInitialised, PGDATA_NAME } from './embedded.ts';
import { asUser, databaseUser } from './pgBinaries.ts';
import type { OsUser } from './pgBinaries.ts';

/** Left out of the copy: runtime state PostgreSQL recreates, and WAL (the needed part is added). */
const EXCLUDE = ['postmaster.pid', 'postmaster.opts', '.s.PGSQL.*', './pg_wal/*', './pg_replslot/*', './pg_stat_tmp/*', './pg_dynshmem/*', './pg_notify/*', './pg_serial/*', './pg_snapshots/*', './pg_subtrans/*'];

/** tar, as `user` when given, with stdin or stdout on a descriptor root opened. */
function tar(args: string[], user?: OsUser, io: { stdin?: number; stdout?: number } = {}): void {
  const r = spawnSync('tar', args, { encoding: 'utf8', stdio: [io.stdin ?? 'ignore', io.stdout ?? 'pipe', 'pipe'], ...asUser(user) });
  // 1 = "file changed as we read it": expected in an online copy, the WAL replay repairs it.
  if (r.error || (r.status !== 0 && r.status !== 1)) throw new Error(`tar ${args[0]} failed: ${r.error?.message ?? r.stderr.trim()}`);
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/** Writes one backup of the running cluster at `url` into `dir`; keeps the newest `keep`; returns its path. */
export async function backupCluster(url: string, dataDir: string, dir: string, keep: number): Promise<string> {
  const pgdata = path.join(dataDir, PGDATA_NAME);
  const user = databaseUser();
  privateDir(dir);
  const file = path.join(dir, `studio-${stamp(new Date())}.tar`);
  /** tar -c as the database's account into a file of root's own. */
  const archive = (to: string, args: string[]) => {
    const fd = openOwnFile(to, fs.constants.O_WRONLY | fs.constants.O_TRUNC);
    try {
      tar(['-cf', '-', ...args], user, { stdout: fd });
    } finally {
      fs.closeSync(fd);
    }
  };
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const slot = `studio_backup_${process.pid}`;
  try {
    await c.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
    const start = await c.query<{ wal: string }>(`select pg_walfile_name(pg_backup_start('studio backup', true)) as wal`);
    archive(file, ['--warning=no-file-changed', '--ignore-failed-read', ...EXCLUDE.map((e) => `--exclude=${e}`), '-C', pgdata, '.']);
    const stop = await c.query<{ labelfile: string; wal: string }>(`select labelfile, pg_walfile_name(lsn) as wal from pg_backup_stop(false)`);
    const { labelfile, wal: last } = stop.rows[0] ?? { labelfile: '', wal: '' };
    const first = start.rows[0]?.wal ?? '';
    const staging = fs.mkdtempSync(path.join(dir, '.staging-'));
    try {
      fs.writeFileSync(path.join(staging, 'backup_label'), labelfile, { mode: 0o600 });
      const wanted = (seg: string) => /^[0-9A-F]{24}$/.test(seg) && seg >= first && seg <= last;
      const segments = fs.readdirSync(path.join(pgdata, 'pg_wal')).filter(wanted);
      archive(path.join(staging, 'wal.tar'), ['-C', pgdata, ...segments.map((seg) => `pg_wal/${seg}`)]);
      tar(['-rf', file, '-C', staging, 'backup_label']);
      tar(['-Af', file, path.join(staging, 'wal.tar')]); // root's own files only
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
  prepareDataDir(dataDir, user);
  const pgdata = path.join(dataDir, PGDATA_NAME);
  const building = newClusterDir(`${pgdata}.restore`, user);
  const input = fs.openSync(file, fs.constants.O_RDONLY);
  const discard = () => execFileSync('rm', ['-rf', '--', building], { stdio: 'ignore', ...asUser(user) });
  try {
    tar(['-xzf', '-', '--no-same-owner', '-C', building], user, { stdin: input }); // unpacked by the database's account, as its own files
  } catch (err) {
    discard();
    throw err;
  } finally {
    fs.closeSync(input);
  }
  if (!fs.existsSync(path.join(building, 'backup_label')) || !fs.existsSync(path.join(building, 'PG_VERSION'))) {
    discard();
    throw new RestoreError(`${file} is not a backup made by npm run db:backup`);
  }
  fs.renameSync(building, pgdata); // in DATA_DIR, which only this process can write
}
