/**
 * Test databases: a fresh uniquely named database per test file (dropped afterwards) in the
 * cluster the run uses: TEST_PG_ADMIN_URL when given (an external PostgreSQL), else the embedded
 * cluster that tests/server/globalSetup.ts starts for the whole run. And temporary directories,
 * removed when the test file that made them ends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { beforeAll } from 'vitest';

function adminUrl(): string {
  const url = process.env.TEST_PG_ADMIN_URL;
  if (!url) throw new Error('TEST_PG_ADMIN_URL is not set: run the server tests through Vitest (its globalSetup starts a cluster)');
  return url;
}

export const PG_ADMIN_URL = adminUrl();

/** One query on a connection of its own to `url`, closed afterwards: the rows. */
export async function queryOnce<T extends pg.QueryResultRow>(url: string, sql: string, params?: unknown[]): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql, params)).rows;
  } finally {
    await c.end();
  }
}

let dbCounter = 0;

/** Creates an empty database and returns its URL plus a drop function. */
export async function createPgDatabase(): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `studio_test_${process.pid}_${Date.now()}_${dbCounter++}`;
  await queryOnce(PG_ADMIN_URL, `create database "${name}"`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      await queryOnce(PG_ADMIN_URL, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** What tempDir made in this test file (each file has its own copy of this module). */
const made: string[] = [];

/**
 * A fresh directory under TMPDIR, removed when the test file ends, whatever the file removes itself.
 * The removal is the cleanup of a beforeAll registered as the file imports this helper, before any
 * hook of the file's own: Vitest runs it after every afterAll and, last registered first, after every
 * other beforeAll cleanup of the file, i.e. once the file has stopped the servers and the PostgreSQL
 * clusters that use the directory. A directory whose postmaster still runs (a test that failed to
 * stop it) is kept and named: `npm test`'s leftover check then reports the process.
 */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  made.push(dir);
  return dir;
}

beforeAll(() => async () => {
  for (const dir of made.splice(0)) {
    const running = await untilPostmastersStop(dir);
    if (running.length > 0) console.error(`${dir} kept: PostgreSQL ${running.join(', ')} still runs in it`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** The postmaster.pid files in dir and two levels below (DATA_DIR/postgres, a cluster's data/). */
function pidFiles(dir: string, depth = 0): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return []; // gone
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.name === 'postmaster.pid') return [full];
    return entry.isDirectory() && depth < 2 ? pidFiles(full, depth + 1) : [];
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')); // a zombie has stopped
  } catch {
    return true; // no /proc
  }
}

/** The postmasters still running in dir after up to 5 s (one that is stopping removes its pid file). */
async function untilPostmastersStop(dir: string): Promise<number[]> {
  const running = () =>
    pidFiles(dir)
      .map((file) => {
        try {
          return Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
        } catch {
          return 0; // removed meanwhile
        }
      })
      .filter((pid) => pid > 0 && alive(pid));
  for (let i = 0; i < 50 && running().length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  return running();
}
