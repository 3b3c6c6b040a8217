/**
 * What `npm test` reads of the machine for its leftover check (./leftovers.ts decides): the
 * processes (/proc), this runner's ancestors, and the run's directories. Every step gets a
 * temporary directory of the run's own (TMPDIR), so whatever is left in it is the run's; the
 * checkout's .data and the end-to-end servers' DATA_DIR base (root's stand-in
 * /var/lib/studio-site/<checkout>-<hash> when PostgreSQL's account cannot enter the checkout) are
 * compared with what they held before the run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RUN_ENV, type ProcessInfo } from './leftovers.ts';

/** Caches tools keep in TMPDIR, linked to the usual TMPDIR's so they stay warm between runs. */
const CACHES = ['node-compile-cache', `playwright-transform-cache-${process.geteuid?.() ?? 'user'}`];

/** Fields after the command name of /proc/PID/stat (the name may hold spaces and parentheses). */
function statFields(pid: number | 'self'): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // gone, or not Linux
  }
}

/** Start of a process in clock ticks after boot (field 22), or undefined. */
export const startOf = (pid: number | 'self'): number | undefined => {
  const fields = statFields(pid);
  return fields ? Number(fields[19]) : undefined;
};

function readProc(pid: number, file: string): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined; // gone, or not ours to read
  }
}

/** Every process of the machine that /proc shows ([] without /proc). */
export function listProcesses(): ProcessInfo[] {
  let pids: number[];
  try {
    pids = fs
      .readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [];
  }
  return pids.flatMap((pid) => {
    const fields = statFields(pid);
    if (!fields || fields[0] === 'Z') return []; // a zombie is already gone
    const command = readProc(pid, 'cmdline')?.split('\0').filter(Boolean).join(' ');
    if (!command) return []; // a kernel thread, or gone
    const run = readProc(pid, 'environ')
      ?.split('\0')
      .find((entry) => entry.startsWith(`${RUN_ENV}=`))
      ?.slice(RUN_ENV.length + 1);
    let cwd: string | undefined;
    try {
      cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      // gone, or not ours to read
    }
    return [{ pid, ppid: Number(fields[1]), start: Number(fields[19]), command, cwd, run }];
  });
}

/** This process and its ancestors. */
export function runnerAndAncestors(): Set<number> {
  const chain = new Set<number>();
  for (let pid = process.pid; pid > 1 && !chain.has(pid); pid = Number(statFields(pid)?.[1] ?? 0)) chain.add(pid);
  return chain;
}

/** The entries of each directory and the PostgreSQL sockets below them (4 levels), as full paths. */
export function pathsIn(dirs: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // missing, or PostgreSQL's account's own
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (depth === 0 || entry.name.startsWith('.s.PGSQL.')) found.push(full);
      if (entry.isDirectory() && depth < 4) walk(full, depth + 1);
    }
  };
  for (const dir of dirs) walk(dir, 0);
  return found;
}

/**
 * The run's temporary directory (TMPDIR of every step), under the usual one and, like /tmp, open to
 * every account (PostgreSQL's, as root) with the sticky bit. Node's compile cache (which tsc,
 * ESLint, Prettier and Vite keep in TMPDIR) and Playwright's transform cache are linked to the usual
 * one's so they stay warm.
 */
export function makeRunTmp(): string {
  const outer = os.tmpdir();
  const dir = fs.mkdtempSync(path.join(outer, 'npm-test-'));
  fs.chmodSync(dir, 0o1777);
  for (const cache of CACHES) {
    fs.mkdirSync(path.join(outer, cache), { recursive: true });
    fs.symlinkSync(path.join(outer, cache), path.join(dir, cache));
  }
  return dir;
}

/** What the run left in its temporary directory (the caches' links aside). */
export const leftInRunTmp = (dir: string): string[] =>
  pathsIn([dir]).filter((file) => !CACHES.some((cache) => file === path.join(dir, cache)));

/** Removes the run's temporary directory when nothing but the link is left in it. */
export function removeRunTmp(dir: string): void {
  if (leftInRunTmp(dir).length > 0) return;
  for (const cache of CACHES) fs.rmSync(path.join(dir, cache), { force: true });
  fs.rmdirSync(dir);
}
