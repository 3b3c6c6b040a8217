/**
 * One server per DATA_DIR, enforced by the kernel: the server supervises the embedded PostgreSQL
 * in it (restarts it, stops it), which only one process may do. PostgreSQL's own postmaster.pid
 * guards the cluster itself; this lock also tells a second server, or the staff CLI, that a live
 * server owns the directory (and a postmaster found running without it was orphaned). The server
 * opens `studio-server.lock` in the directory and takes an exclusive lock on it
 * (fs-native-extensions: an open-file-description lock, F_OFD_SETLK, on Linux; flock elsewhere).
 * The kernel holds it for as long as the file stays open and drops it when the process exits in
 * any way, SIGKILL included, so there is no stale lock to detect and no PID to check: a second
 * process is refused whatever PID namespace or container it runs in, as long as both see the same
 * filesystem. Network filesystems are not supported (see server/README.md).
 *
 * The file is never deleted (deleting a lock file races with a process that just opened it); its
 * content, the owner's PID and host, is for the error message only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';
import { openOwnFile, prepareDataDir } from './dataDir.ts';

export const LOCK_FILE_NAME = 'studio-server.lock';

export class DataDirLockedError extends Error {
  readonly lockPath: string;
  /** Who holds it, as far as the lock file tells. */
  readonly owner: string;
  constructor(dataDir: string, lockPath: string, owner: string) {
    super(
      `DATA_DIR ${dataDir} is already in use by another server (${owner}; kernel lock on ${lockPath}). ` +
        `Stop that server first, or point this one at another directory with DATA_DIR. ` +
        `Several servers on one database need an external PostgreSQL (DATABASE_URL).`,
    );
    this.name = 'DataDirLockedError';
    this.lockPath = lockPath;
    this.owner = owner;
  }
}

export interface DirLock {
  readonly path: string;
  release(): void;
}

function describeOwner(fd: number): string {
  try {
    const { pid, host } = JSON.parse(fs.readFileSync(fd, 'utf8')) as { pid?: unknown; host?: unknown };
    if (typeof pid === 'number') return `process ${pid}${typeof host === 'string' ? ` on ${host}` : ''}, as seen in its own PID namespace`;
  } catch {
    // being written right now, or written by an older version
  }
  return 'owner unknown';
}

/** Takes the lock for dataDir (creating the directory: ./dataDir.ts) or throws DataDirLockedError at once. */
export function acquireDirLock(dataDir: string): DirLock {
  prepareDataDir(dataDir);
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const fd = openOwnFile(lockPath, fs.constants.O_RDWR); // never through a link (it is truncated below)
  let locked = false;
  try {
    locked = tryLock(fd);
    if (!locked) throw new DataDirLockedError(dataDir, lockPath, describeOwner(fd));
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() }), 0);
  } catch (err) {
    if (locked) unlock(fd);
    fs.closeSync(fd);
    throw err;
  }
  let released = false;
  return {
    path: lockPath,
    release() {
      if (released) return;
      released = true;
      unlock(fd);
      fs.closeSync(fd); // closing alone would release it too; the file stays (see above)
    },
  };
}
