/**
 * Where the cluster's files live. Normally in DATA_DIR. When the server runs as root, PostgreSQL
 * runs as an unprivileged user who must be able to reach its data directory; if a parent of
 * DATA_DIR is closed to that user (a checkout under /root, a 0700 temporary directory), the files
 * are kept under /var/lib/studio-site/<hash of DATA_DIR> instead (STUDIO_DB_HOME overrides the base),
 * and DATA_DIR/postgres is a symbolic link to them, so every tool still finds them through DATA_DIR.
 * Nothing else about DATA_DIR changes and no permission outside it is touched.
 */
import { logFor } from '../log.ts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { canExecute } from './pgBinaries.ts';
import type { OsUser } from './pgBinaries.ts';

const log = logFor('db');

function move(from: string, to: string): void {
  try {
    fs.renameSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    fs.cpSync(from, to, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
}

/** Creates dir as 0700 (whatever the umask) and tightens it if it already exists. */
export function privateDir(dir: string, user?: OsUser): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  if (user) fs.chownSync(dir, user.uid, user.gid);
}

/** The directory that holds `postgres` (the cluster) and `pg-runtime`: DATA_DIR, or its stand-in. */
export function clusterHome(dataDir: string, user: OsUser | undefined, pgdataName: string): string {
  if (!user || canExecute(dataDir, user)) return dataDir;
  const base = process.env.STUDIO_DB_HOME?.trim() || '/var/lib/studio-site';
  const home = path.join(base, crypto.createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 16));
  fs.mkdirSync(base, { recursive: true, mode: 0o711 });
  fs.chmodSync(base, 0o711); // searchable, not listable: each home below is the user's, 0700
  privateDir(home, user);
  const link = path.join(dataDir, pgdataName);
  const target = path.join(home, pgdataName);
  const stat = fs.lstatSync(link, { throwIfNoEntry: false });
  if (stat?.isDirectory()) move(link, target); // a cluster restored or created there before
  if (!stat?.isSymbolicLink() || fs.readlinkSync(link) !== target) {
    fs.rmSync(link, { force: true, recursive: false });
    fs.symlinkSync(target, link);
    log.info(
      `[db] PostgreSQL runs as "${user.name}" (it refuses root), who cannot reach ${dataDir}: its files are kept in ${home} (${link} links there)`,
    );
  }
  return home;
}
