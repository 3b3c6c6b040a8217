/**
 * Who may connect to the embedded cluster, and the cluster directory's ownership (see ./dataDir.ts).
 *
 * Authentication is `peer` on the Unix socket for this server's own OS user only, mapped to the
 * database superuser `postgres`: the server, the staff and backup commands and the tests run as
 * that user and need no secret. Any other account that reaches the socket, including the one that
 * runs PostgreSQL (which other services may share on a machine), is refused; TCP is off and would
 * be `reject`. initdb is told the same (--auth-local=peer --auth-host=reject, never trust), and the
 * files PostgreSQL reads (hba_file, ident_file) are root's, in DATA_DIR, written at every start, so
 * a cluster made by an older version with `trust` is authenticated too.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openOwnFile } from './dataDir.ts';
import { EmbeddedUnavailableError } from './pgBinaries.ts';
import type { OsUser } from './pgBinaries.ts';

const MAP = 'studio';

function serverUserName(): string {
  try {
    return os.userInfo().username;
  } catch {
    throw new EmbeddedUnavailableError(
      `this server's user id ${process.getuid?.()} has no name (no /etc/passwd entry): PostgreSQL's peer authentication needs one`,
    );
  }
}

function writeOwn(file: string, text: string, user: OsUser | undefined): void {
  const fd = openOwnFile(file, fs.constants.O_WRONLY | fs.constants.O_TRUNC, user ? 0o640 : 0o600);
  try {
    if (user) fs.fchownSync(fd, 0, user.gid); // PostgreSQL (the group) reads it, cannot change it
    fs.writeSync(fd, text);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes DATA_DIR/pg_hba.conf and pg_ident.conf; returns the settings that point PostgreSQL at them. */
export function authFiles(dataDir: string, user: OsUser | undefined): Record<string, string> {
  const hba = path.join(dataDir, 'pg_hba.conf');
  const ident = path.join(dataDir, 'pg_ident.conf');
  const head = '# Written by the server at every start (server/db/clusterAuth.ts); edits are lost.\n';
  writeOwn(hba, `${head}local all all peer map=${MAP}\n`, user);
  writeOwn(ident, `${head}${MAP} ${serverUserName()} postgres\n`, user);
  return { hba_file: hba, ident_file: ident };
}

/**
 * A fresh directory for initdb or a restore, owned by the database's account: whatever an earlier
 * attempt left there is deleted by its own owner (never by root inside another account's tree).
 */
export function newClusterDir(dir: string, user: OsUser | undefined): string {
  const old = fs.lstatSync(dir, { throwIfNoEntry: false });
  if (old) {
    const as = user && old.uid !== 0 ? { uid: old.uid, gid: old.gid } : {};
    execFileSync('rm', ['-rf', '--', dir], { stdio: 'ignore', ...as });
  }
  fs.mkdirSync(dir, { mode: 0o700 }); // in DATA_DIR, which only this process can write
  if (user) {
    const fd = fs.openSync(dir, fs.constants.O_RDONLY | fs.constants.O_DIRECTORY | fs.constants.O_NOFOLLOW);
    try {
      fs.fchownSync(fd, user.uid, user.gid);
    } finally {
      fs.closeSync(fd);
    }
  }
  return dir;
}

/** DATA_DIR/postgres must be a directory of the account that runs PostgreSQL (not a link to a cluster kept elsewhere). */
export function checkClusterDir(pgdata: string, user: OsUser | undefined): void {
  const st = fs.lstatSync(pgdata);
  if (st.isSymbolicLink()) {
    throw new EmbeddedUnavailableError(
      `${pgdata} is a link to ${fs.readlinkSync(pgdata)} (where an earlier version kept the cluster): stop the server, ` +
        `replace the link with that directory (rm ${pgdata} && mv ${fs.readlinkSync(pgdata)} ${pgdata}), then start again`,
    );
  }
  const owner = user?.uid ?? process.getuid?.();
  if (!st.isDirectory() || st.uid !== owner) {
    const name = user?.name ?? os.userInfo().username;
    throw new EmbeddedUnavailableError(
      `${pgdata} must be a directory of "${name}", the account that runs PostgreSQL (uid ${owner}), not uid ${st.uid}: ` +
        `stop the server and run chown -R ${name}: ${pgdata}, or set DB_OS_USER to its owner`,
    );
  }
}
