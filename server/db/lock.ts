/**
 * Single-writer lock for a PGlite data directory. PGlite has none of its own (it writes
 * postmaster.pid with PID -42 and never checks it), and two processes writing one directory
 * corrupt it. The lock is a file created with O_EXCL holding our PID and process start time;
 * a lock whose process is gone (crash, kill -9) is stale and taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'studio-server.lock';

export class DataDirLockedError extends Error {
  readonly lockPath: string;
  readonly ownerPid: number;
  constructor(dataDir: string, lockPath: string, ownerPid: number) {
    super(
      `PGlite data directory ${dataDir} is already in use by server process ${ownerPid} ` +
        `(lock file ${lockPath}). Stop that server first, or point this one at another directory ` +
        `with PGLITE_DIR, or at PostgreSQL with DATABASE_URL.`,
    );
    this.name = 'DataDirLockedError';
    this.lockPath = lockPath;
    this.ownerPid = ownerPid;
  }
}

interface LockContent {
  pid: number;
  /** Field 22 of /proc/<pid>/stat; tells a live owner from an unrelated process that reused its PID. */
  startTime: string | null;
}

function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces; fields after its closing ')' are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockContent): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = processStartTime(owner.pid);
  return owner.startTime === null || now === null || now === owner.startTime;
}

function readLock(lockPath: string): LockContent | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<LockContent>;
    if (typeof parsed.pid !== 'number') return null;
    return { pid: parsed.pid, startTime: typeof parsed.startTime === 'string' ? parsed.startTime : null };
  } catch {
    return null; // unreadable or half-written: treat as stale
  }
}

export interface DirLock {
  readonly path: string;
  release(): void;
}

/** Takes the lock for dataDir (creating the directory) or throws DataDirLockedError. */
export function acquireDirLock(dataDir: string): DirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const mine: LockContent = { pid: process.pid, startTime: processStartTime(process.pid) };
  const content = JSON.stringify(mine);

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, content, { flag: 'wx' });
      return {
        path: lockPath,
        release() {
          // Only remove the file if it is still ours (never delete a successor's lock).
          if (fs.existsSync(lockPath) && fs.readFileSync(lockPath, 'utf8') === content) fs.rmSync(lockPath);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readLock(lockPath);
    if (owner && isAlive(owner)) throw new DataDirLockedError(dataDir, lockPath, owner.pid);
    fs.rmSync(lockPath, { force: true }); // stale: its process is gone
  }
  const owner = readLock(lockPath);
  throw new DataDirLockedError(dataDir, lockPath, owner?.pid ?? -1);
}
