/**
 * Test databases: a fresh uniquely named database per test file (dropped afterwards) in the
 * cluster the run uses: TEST_PG_ADMIN_URL when given (an external PostgreSQL), else the embedded
 * cluster that tests/server/globalSetup.ts starts for the whole run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

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

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}
