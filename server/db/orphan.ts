/**
 * A postmaster still running on our data directory while we hold DATA_DIR's lock belongs to a
 * server that died without stopping it (SIGKILL, OOM killer). It is stopped the way PostgreSQL
 * wants: fast shutdown (SIGINT: committed work is already on disk), then immediate (SIGQUIT),
 * then SIGKILL; crash recovery on our start replays the WAL.
 */
import { logFor } from '../log.ts';
import fs from 'node:fs';
import path from 'node:path';

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

function isPostgres(pid: number): boolean {
  try {
    return !isZombie(pid) && /postgres/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return process.platform !== 'linux'; // no /proc: trust postmaster.pid
  }
}

/** The PID recorded in PGDATA/postmaster.pid when that process still runs, else undefined. */
export function runningPostmaster(pgdata: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && pid > 0 && alive(pid) && isPostgres(pid) ? pid : undefined;
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

export async function stopOrphan(pgdata: string): Promise<void> {
  const zombie = zombiePostmaster(pgdata);
  if (zombie !== undefined) {
    await waitGone(zombie, 3000); // usually reaped at once
    // Dead for good: its lock file would make PostgreSQL refuse to start while the zombie stays
    // unreaped. Live backends it left are still detected by PostgreSQL's shared-memory check.
    if (isZombie(zombie)) fs.rmSync(path.join(pgdata, 'postmaster.pid'), { force: true });
  }
  const pid = runningPostmaster(pgdata);
  if (pid === undefined) return;
  log.warn(`PostgreSQL (pid ${pid}) is still running from a server that stopped without shutting it down: stopping it`);
  for (const [signal, ms] of [['SIGINT', 15_000], ['SIGQUIT', 5000], ['SIGKILL', 5000]] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitGone(pid, ms)) return;
  }
  throw new Error(`PostgreSQL (pid ${pid}) on ${pgdata} did not stop`);
}
