/**
 * Test databases for both backends. PostgreSQL: a fresh uniquely named database per test file on
 * 127.0.0.1:5432 (dropped afterwards). PGlite: a copy of a migrated template directory, because a
 * first PGlite start runs initdb (~3-5 s) while copying takes milliseconds.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEFAULTS } from '../../../server/config.ts';
import { AUTH_SCHEMA_SQL } from '../../../server/auth/schema.ts';
import { listMigrations, migrate } from '../../../server/db/migrate.ts';
import { LOCK_FILE_NAME } from '../../../server/db/lock.ts';
import { openPglite } from '../../../server/db/pglite.ts';

export type BackendName = 'pglite' | 'postgres';

export const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function probePostgres(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (err) {
    return (err as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

const pgProblem = await probePostgres();
if (pgProblem !== undefined) {
  const msg = `PostgreSQL at ${PG_ADMIN_URL} is unreachable (${pgProblem}).`;
  // In CI a missing database must fail the run, not quietly halve the coverage.
  if (process.env.CI) throw new Error(`${msg} CI is set, so this is fatal. Start it with: pg_ctlcluster 15 main start`);
  console.warn(`\n${'!'.repeat(100)}\n!!! ${msg}\n!!! The PostgreSQL test suites are SKIPPED. Start it: pg_ctlcluster --skip-systemctl-redirect 15 main start\n${'!'.repeat(100)}\n`);
}

export const POSTGRES_AVAILABLE = pgProblem === undefined;
export const BACKENDS: BackendName[] = POSTGRES_AVAILABLE ? ['pglite', 'postgres'] : ['pglite'];

let dbCounter = 0;

/** Creates an empty database and returns its URL plus a drop function. */
export async function createPgDatabase(): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `studio_test_${process.pid}_${Date.now()}_${dbCounter++}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

function templateKey(): string {
  const hash = crypto.createHash('sha256');
  const pkg = fs.readFileSync(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8');
  hash.update(pkg);
  for (const m of listMigrations(DEFAULTS.migrationsDir)) hash.update(m.file).update(fs.readFileSync(m.file));
  hash.update(AUTH_SCHEMA_SQL); // the local auth tables are part of the template too
  return hash.digest('hex').slice(0, 16);
}

/** A migrated PGlite data directory shared by all test files (rebuilt when migrations change). */
async function pgliteTemplate(): Promise<string> {
  const dir = path.join(os.tmpdir(), `studio-pglite-template-${templateKey()}`);
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  const building = `${dir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  const db = await openPglite(building);
  await migrate(db);
  await db.close();
  try {
    fs.renameSync(building, dir);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // another worker won the race
  }
  return dir;
}

/** A private, already-migrated PGlite directory. */
export async function freshPgliteDir(): Promise<string> {
  const template = await pgliteTemplate();
  const dir = tempDir('studio-pglite');
  fs.cpSync(template, dir, { recursive: true, filter: (src) => path.basename(src) !== LOCK_FILE_NAME });
  return dir;
}
