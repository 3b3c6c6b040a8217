/**
 * DATA_DIRs for the production servers a test starts itself (./serverProcess.ts), left nowhere:
 * `test` here has a `newDataDir` fixture that makes a fresh one under TMPDIR and removes it when the
 * test ends, after its body and hooks, so once the test has stopped its servers and read their rows.
 * A server set up in beforeAll gets makeDataDir, and removeDataDir in afterAll once it stopped.
 * A DATA_DIR whose PostgreSQL still runs 5 s later (a test that failed before it stopped its server)
 * is kept and named: `npm test`'s leftover check then reports the process.
 */
import { test as base } from '@playwright/test';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A fresh DATA_DIR under TMPDIR (for a server set up in beforeAll: remove it with removeDataDir once it stopped). */
export const makeDataDir = (prefix: string): Promise<string> => mkdtemp(path.join(tmpdir(), `${prefix}-`));

/** The PID in DATA_DIR/postgres/postmaster.pid while that postmaster runs, else undefined. */
export function runningPostmaster(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined; // none started, or it has stopped
  }
  if (!(pid > 0)) return undefined;
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
  try {
    return /^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')) ? undefined : pid; // a zombie has stopped
  } catch {
    return pid; // no /proc
  }
}

/** Removes dataDir once no postmaster runs in it (waiting up to 5 s); else keeps it and says so. */
export async function removeDataDir(dataDir: string): Promise<void> {
  for (let i = 0; i < 50 && runningPostmaster(dataDir); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  const pid = runningPostmaster(dataDir);
  if (pid) console.error(`[e2e] ${dataDir} kept: its PostgreSQL (${pid}) still runs`);
  else await rm(dataDir, { recursive: true, force: true });
}

export const test = base.extend<{ newDataDir: (prefix: string) => Promise<string> }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring even when no fixture is used
  newDataDir: async ({}, use) => {
    const made: string[] = [];
    await use(async (prefix) => {
      const dir = await makeDataDir(prefix);
      made.push(dir);
      return dir;
    });
    for (const dir of made) await removeDataDir(dir);
  },
});
