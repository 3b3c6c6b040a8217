/**
 * DATA_DIR's layout, and what the server does in it when it runs as root.
 *
 * PostgreSQL refuses to run as root, so a root server runs it as an account of its own
 * (./pgBinaries.ts). That account owns DATA_DIR/postgres and can write anything in it, so root
 * treats it as untrusted: it never follows a link or changes an owner by path in a directory that
 * account can write. The choice made here is "let that account create its own files":
 *
 *   DATA_DIR                root, 0710, group = the account's group: it may enter, not list or write
 *     postgres/             the account's (initdb makes it); root only reads postmaster.pid there and
 *                           runs every command that writes or deletes in it (initdb, tar, rm) AS the account
 *     postgres.log          root, 0600: opened here (O_NOFOLLOW) and handed to PostgreSQL as its stderr,
 *                           so the account writes it through the descriptor and never owns the name
 *     pg_hba.conf, pg_ident.conf  root, 0640: who may connect (peer, the server's own OS user only)
 *     studio-server.lock    root, 0600 (./lock.ts)
 *     backups/              root, 0700 (./backup.ts: the account's tar writes to a descriptor root opened)
 *
 * Since the account cannot create names in DATA_DIR, no link can be planted there; names left by an
 * older layout (where that account owned DATA_DIR) are never written through: openOwnFile() replaces
 * a link or a file that is not root's alone, privateDir() refuses a link. Dropping root for the whole
 * server after start was not chosen: it would need a third account and would still leave start-up
 * and restarts of PostgreSQL (done by the supervisor) as root.
 *
 * The account must reach DATA_DIR: every directory above it must be searchable by it. When it is
 * not, an explicit DATA_DIR is refused with a message naming one it can reach; the default
 * (.data in the checkout, e.g. a checkout under /root) becomes STUDIO_STATE_DIR/<checkout>-<hash>,
 * printed at start. The cluster is always inside DATA_DIR: nothing is kept elsewhere or linked.
 */
import { logFor } from '../kit/log.ts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { canExecute, databaseUser, EmbeddedUnavailableError } from './pgBinaries.ts';
import type { OsUser } from './pgBinaries.ts';
import { stateDir } from './pgRuntime.ts';

const log = logFor('db');
const { O_CREAT, O_DIRECTORY, O_NOFOLLOW, O_NONBLOCK, O_RDONLY } = fs.constants;
const uid = () => process.getuid?.() ?? -1;

function nearestExisting(dir: string): string {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) if (fs.existsSync(d) || d === path.dirname(d)) return d;
}

/** Whether `user` can reach `dataDir` (it may not exist yet: then the directory it would be made in). */
export function reachable(dataDir: string, user: OsUser | undefined): boolean {
  return canExecute(nearestExisting(path.dirname(path.resolve(dataDir))), user);
}

/** DATA_DIR when the variable is not set: `.data` in the checkout, or root's stand-in when the account cannot reach it. */
export function defaultDataDir(repoRoot: string, databaseUrl: string | undefined): string {
  const local = path.join(repoRoot, '.data');
  if (databaseUrl || uid() !== 0) return local;
  const user = databaseUser();
  if (reachable(local, user)) return local;
  const real = fs.realpathSync(repoRoot);
  const fallback = path.join(stateDir(), `${path.basename(real)}-${crypto.createHash('sha256').update(real).digest('hex').slice(0, 8)}`);
  log.warn(`DATA_DIR is not set and "${user?.name}", who runs PostgreSQL, cannot reach ${local}: using ${fallback}`);
  return fallback;
}

/**
 * Creates DATA_DIR (missing parents 0755) or takes it over: owned by this process's user, 0700;
 * as root 0710 with the database account's group. Refuses a DATA_DIR that account cannot reach.
 */
export function prepareDataDir(dataDir: string, user: OsUser | undefined = databaseUser()): void {
  if (user && !reachable(dataDir, user)) {
    const closed = nearestExisting(path.dirname(path.resolve(dataDir)));
    throw new EmbeddedUnavailableError(
      `DATA_DIR ${dataDir} cannot be reached by "${user.name}", the account PostgreSQL runs as when the server is root ` +
        `(${closed} or a directory above it is closed to other users). ` +
        `Use a DATA_DIR it can reach, e.g. DATA_DIR=${path.join(stateDir(), 'data')}, ` +
        `or leave DATA_DIR unset to use the default.`,
    );
  }
  fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true, mode: 0o755 });
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const fd = fs.openSync(dataDir, O_RDONLY | O_DIRECTORY); // DATA_DIR itself may be an operator's link
  try {
    const st = fs.fstatSync(fd);
    if (user && (st.uid !== 0 || st.gid !== user.gid)) fs.fchownSync(fd, 0, user.gid);
    fs.fchmodSync(fd, user ? 0o710 : 0o700);
  } finally {
    fs.closeSync(fd);
  }
}

/** Creates dir as 0700 (whatever the umask) and tightens it; refuses a symbolic link or another owner's directory. */
export function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  let fd: number;
  try {
    fd = fs.openSync(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ELOOP' || code === 'ENOTDIR') {
      throw new EmbeddedUnavailableError(`${dir} is a symbolic link or not a directory: refused (it must be a directory of its own)`);
    }
    throw err;
  }
  try {
    if (fs.fstatSync(fd).uid !== uid()) throw new EmbeddedUnavailableError(`${dir} belongs to another user: refused`);
    fs.fchmodSync(fd, 0o700);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Opens (creating it with `mode`) a file of this process's own in a directory only it can write,
 * never through a link: a symbolic link, a hard link, a FIFO or another user's file left at that
 * name (an older layout) is unlinked and a new file made in its place.
 */
export function openOwnFile(file: string, flags: number, mode = 0o600): number {
  for (let attempt = 0; ; attempt++) {
    let fd: number | undefined;
    try {
      fd = fs.openSync(file, flags | O_CREAT | O_NOFOLLOW | O_NONBLOCK, mode);
      const st = fs.fstatSync(fd);
      if (st.isFile() && st.uid === uid() && st.nlink === 1) {
        if ((st.mode & 0o777) !== mode) fs.fchmodSync(fd, mode);
        return fd;
      }
    } catch (err) {
      if (!['ELOOP', 'ENXIO', 'EISDIR'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err;
    }
    if (fd !== undefined) fs.closeSync(fd);
    if (attempt > 0) throw new EmbeddedUnavailableError(`${file} cannot be made a file of this server's own: remove it`);
    log.warn(`${file} was a link or another user's file: replaced, not written through`);
    fs.rmSync(file, { force: true }); // unlinks the name only (a directory there is refused above)
  }
}
