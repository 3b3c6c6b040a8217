/**
 * A postmaster still running on our data directory while we hold DATA_DIR's lock belongs to a
 * server that died without stopping it (SIGKILL, OOM killer). It is stopped the way PostgreSQL
 * wants: fast shutdown (SIGINT: committed work is already on disk), then immediate (SIGQUIT),
 * then SIGKILL; crash recovery on our start replays the WAL.
 *
 * postmaster.pid is written by the database's account, which root does not trust (./dataDir.ts): a
 * PID read from it is signalled only once /proc proves it is this cluster's postmaster: owned by
 * the account that runs PostgreSQL, executing the postgres binary we run, with this data
 * directory as its working directory (the postmaster changes into it at start).
 */
import { logFor } from '../kit/log.ts';
import fs from 'node:fs';
import path from 'node:path';
import { databaseUser } from './pgBinaries.ts';
import type { OsUser } from './pgBinaries.ts';
import { runtimeBinDir } from './pgRuntime.ts';

const log = logFor('db');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A killed process its new parent has not reaped yet: dead, but kill(pid, 0) still succeeds. */
function isZombie(pid: number): boolean {
  try {
    return /^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Who our postmaster is: the account that runs it and the real path of the binary it executes. */
export interface PostmasterIdentity {
  uid: number;
  exe: string;
}

const known = new Map<number, PostmasterIdentity>();
/** The identity of a postmaster ./embedded.ts starts as `user` (this server's account by default): that account and the binary it runs. */
export function ourPostmaster(user: OsUser | undefined = databaseUser()): PostmasterIdentity {
  const uid = user?.uid ?? process.getuid?.() ?? -1;
  let who = known.get(uid);
  if (!who) known.set(uid, (who = { uid, exe: fs.realpathSync(path.join(runtimeBinDir(user), 'postgres')) }));
  return who;
}

function isOurPostmaster(pid: number, pgdata: string, who: PostmasterIdentity): boolean {
  if (process.platform !== 'linux') return true; // no /proc: postmaster.pid is all there is (never root there)
  try {
    return (
      !isZombie(pid) &&
      fs.statSync(`/proc/${pid}`).uid === who.uid &&
      fs.readlinkSync(`/proc/${pid}/exe`) === who.exe &&
      fs.readlinkSync(`/proc/${pid}/cwd`) === fs.realpathSync(pgdata)
    );
  } catch {
    return false; // gone, or not ours to inspect
  }
}

/** The PID recorded in PGDATA/postmaster.pid when that process still runs and is proven this cluster's postmaster, else undefined. */
export function runningPostmaster(pgdata: string, who: PostmasterIdentity = ourPostmaster()): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && pid > 0 && alive(pid) && isOurPostmaster(pid, pgdata, who) ? pid : undefined;
}

async function waitGone(pid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(50)) if (!alive(pid) || isZombie(pid)) return true;
  return false;
}

/** PID of a dead postmaster that is still a zombie: PostgreSQL's own check takes it for alive. */
function zombiePostmaster(pgdata: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 && isZombie(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

export async function stopOrphan(pgdata: string, who: PostmasterIdentity = ourPostmaster()): Promise<void> {
  const zombie = zombiePostmaster(pgdata);
  if (zombie !== undefined) {
    await waitGone(zombie, 3000); // usually reaped at once
    // Dead for good: its lock file would make PostgreSQL refuse to start while the zombie stays
    // unreaped. Live backends it left are still detected by PostgreSQL's shared-memory check.
    if (isZombie(zombie)) fs.rmSync(path.join(pgdata, 'postmaster.pid'), { force: true });
  }
  const pid = runningPostmaster(pgdata, who);
  if (pid === undefined) return;
  log.warn(`PostgreSQL (pid ${pid}) is still running from a server that stopped without shutting it down: stopping it`);
  for (const [signal, ms] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5000],
    ['SIGKILL', 5000],
  ] as const) {
    if (!isOurPostmaster(pid, pgdata, who)) return; // gone (and its PID perhaps reused)
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitGone(pid, ms)) return;
  }
  throw new Error(`PostgreSQL (pid ${pid}) on ${pgdata} did not stop`);
}
