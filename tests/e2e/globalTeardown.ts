/**
 * Leaves nothing of the end-to-end run behind: the two clusters its servers ran on (E2E_DATA_DIR,
 * E2E_PG_DATA_DIR) are removed, and their base when it is root's stand-in for the checkout's .data
 * (/var/lib/studio-site/<checkout>-<hash>, used when PostgreSQL's account cannot enter the checkout:
 * tests/e2e/env.ts) and nothing else is left in it.
 *
 * Playwright runs the global teardown before it stops the webServers, so the removal waits for this
 * process's exit, once they have stopped their PostgreSQL (SIGTERM: playwright.config.ts). A
 * directory whose postmaster still runs is kept: the leftover check of `npm test` names the process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_DATA_DIR, E2E_EXTERNAL_URL, E2E_PG_DATA_DIR } from './env.ts';

const CHECKOUT_DATA = fileURLToPath(new URL('../../.data', import.meta.url));

/** Whether the postmaster named in DATA_DIR/postgres/postmaster.pid is still alive. */
function postmasterRuns(dataDir: string): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return false;
  }
  try {
    process.kill(pid, 0);
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')); // a zombie has stopped
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function removeE2eDataDirs(): void {
  const dirs = E2E_EXTERNAL_URL ? [E2E_DATA_DIR] : [E2E_DATA_DIR, E2E_PG_DATA_DIR];
  for (const dir of dirs) {
    if (postmasterRuns(dir)) console.error(`[e2e] ${dir} kept: its PostgreSQL still runs`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
  const base = path.dirname(E2E_DATA_DIR);
  if (base === CHECKOUT_DATA) return; // the checkout's own .data (the developer's server may use it)
  try {
    fs.rmdirSync(base); // only when empty: it is also `npm start`'s default DATA_DIR in this checkout
  } catch {
    // not empty, or gone
  }
}

export default function globalTeardown(): void {
  process.once('exit', removeE2eDataDirs);
}
