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
import { asUser, databaseUser, findBinDir } from './pgBinaries.ts';
import type { OsUser } from './pgBinaries.ts';

/** Left out of the copy: runtime state PostgreSQL recreates, and WAL (the needed part is added). */
const EXCLUDE = [
  'postmaster.pid',
  'postmaster.opts',
  '.s.PGSQL.*',
  './pg_wal/*',
  './pg_replslot/*',
  './pg_stat_tmp/*',
  './pg_dynshmem/*',
  './pg_notify/*',
  './pg_serial/*',
  './pg_snapshots/*',
  './pg_subtrans/*',
];

/** tar, as `user` when given, with stdin or stdout on a descriptor root opened. */
function tar(args: string[], user?: OsUser, io: { stdin?: number; stdout?: number } = {}): void {
  const r = spawnSync('tar', args, { encoding: 'utf8', stdio: [io.stdin ?? 'ignore', io.stdout ?? 'pipe', 'pipe'], ...asUser(user) });
  // 1 = "file changed as we read it": expected in an online copy, the WAL replay repairs it.
  if (r.error || (r.status !== 0 && r.status !== 1)) throw new Error(`tar ${args[0]} failed: ${r.error?.message ?? r.stderr.trim()}`);
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

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
    const stop = await c.query<{ labelfile: string; wal: string }>(
      `select labelfile, pg_walfile_name(lsn) as wal from pg_backup_stop(false)`,
    );
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

/** Keeps the newest `keep` backups in dir (this backend's kind: `.tar.gz` or pg_dump's `.dump`). */
export function prune(dir: string, keep: number, suffix = '.tar.gz'): void {
  const ours = (f: string) => f.endsWith(suffix) && /^studio-\d{8}T\d{6}Z$/.test(f.slice(0, -suffix.length));
  const all = fs.readdirSync(dir).filter(ours).sort();
  for (const old of all.slice(0, Math.max(0, all.length - keep))) fs.rmSync(path.join(dir, old));
}

export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** Where a restore is unpacked before it becomes DATA_DIR/postgres: left behind only by a killed restore. */
export const restoreDir = (dataDir: string): string => path.join(dataDir, `${PGDATA_NAME}.restore`);

/** A server must not start an empty database where a restore did not finish. */
export function refuseUnfinishedRestore(dataDir: string): void {
  if (!fs.existsSync(restoreDir(dataDir)) || isInitialised(dataDir)) return;
  throw new RestoreError(
    `DATA_DIR ${dataDir} holds an unfinished restore (${restoreDir(dataDir)}): not starting an empty database in its place. ` +
      `Run npm run db:restore -- FILE again (it starts over), or delete ${restoreDir(dataDir)} to start with an empty database.`,
  );
}

const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';

/** The bundled PostgreSQL's major version ("18"). */
function bundledMajor(): string {
  const out = execFileSync(path.join(findBinDir(), 'postgres'), ['--version'], { encoding: 'utf8' });
  return /\) (\d+)/.exec(out)?.[1] ?? out.trim();
}

/** Checks a backup before anything is written: a complete gzip, a db:backup archive, the bundled PostgreSQL major version. */
export function checkBackup(file: string): void {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new RestoreError(`no backup file at ${file}`);
  const gz = spawnSync('gzip', ['-t', file], { encoding: 'utf8' });
  if (gz.status !== 0) {
    const why = firstLine(gz.stderr).replace(/^gzip: /, '');
    throw new RestoreError(`${file} is not a complete gzip file (${why}): it is damaged or cut short; nothing was restored`);
  }
  const list = spawnSync('tar', ['-tzf', file], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (list.status !== 0) throw new RestoreError(`${file} is not a tar archive (${firstLine(list.stderr)}); nothing was restored`);
  const names = new Set(list.stdout.split('\n').map((n) => n.replace(/^\.\//, '').replace(/\/$/, '')));
  const missing = ['backup_label', 'PG_VERSION', 'global/pg_control', 'pg_wal'].filter((n) => !names.has(n));
  if (missing.length) {
    throw new RestoreError(`${file} is not a backup made by npm run db:backup (no ${missing.join(', ')} in it); nothing was restored`);
  }
  const entry = list.stdout.split('\n').find((n) => n.replace(/^\.\//, '') === 'PG_VERSION') ?? 'PG_VERSION';
  const theirs = spawnSync('tar', ['-xzOf', file, entry], { encoding: 'utf8' }).stdout.trim();
  const ours = bundledMajor();
  if (theirs !== ours) {
    throw new RestoreError(
      `${file} holds a PostgreSQL ${theirs || '(unknown)'} cluster; this server runs PostgreSQL ${ours}: ` +
        `restore it with a release on PostgreSQL ${theirs}, or move the data with pg_dump; nothing was restored`,
    );
  }
}

/**
 * Unpacks a checked backup into DATA_DIR, which must hold no database; PostgreSQL finishes it on its
 * first start. Nothing is left on failure.
 */
export function restoreCluster(file: string, dataDir: string): void {
  if (isInitialised(dataDir) || fs.existsSync(path.join(dataDir, PGDATA_NAME))) {
    throw new RestoreError(
      `DATA_DIR ${dataDir} already holds a database: restore into an empty DATA_DIR (stop the server, move the old one away)`,
    );
  }
  checkBackup(file);
  const user = databaseUser();
  prepareDataDir(dataDir, user);
  const pgdata = path.join(dataDir, PGDATA_NAME);
  const building = newClusterDir(restoreDir(dataDir), user);
  const input = fs.openSync(file, fs.constants.O_RDONLY);
  const discard = () => execFileSync('rm', ['-rf', '--', building], { stdio: 'ignore', ...asUser(user) });
  try {
    tar(['-xzf', '-', '--no-same-owner', '-C', building], user, { stdin: input }); // unpacked by the database's account, as its own files
  } catch (err) {
    discard();
    throw new RestoreError(`unpacking ${file} failed (${firstLine((err as Error).message)}); nothing was restored`);
  } finally {
    fs.closeSync(input);
  }
  fs.renameSync(building, pgdata); // in DATA_DIR, which only this process can write
}
