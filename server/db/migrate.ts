/**
 * Applies the bootstrap and then every supabase/migrations/<version>_<name>.sql not yet recorded
 * in supabase_migrations.schema_migrations, in version order, each in its own transaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '../config/env.ts';
import type { Database, Queryable } from './adapter.ts';
import { BOOTSTRAP_SQL, MISSING_ROLES } from './bootstrap.ts';

/** Local-only SQL kept beside this module, applied on every start (each file is idempotent). */
const localSql = (file: string) => fs.readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
/** GoTrue's tables (hosted Supabase has them). */
const AUTH_SQL = localSql('auth.sql');
/** The server's shared rate-limit counters (rateLimitStore.ts). */
const RATE_LIMITS_SQL = localSql('rateLimits.sql');

export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations', import.meta.url));

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

/** Same file-name rule as the Supabase CLI: <digits>_<name>.sql. */
export function listMigrations(dir: string): MigrationFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((file) => /^(\d+)_(.+)\.sql$/.exec(file))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ version: m[1] ?? '', name: m[2] ?? '', file: path.join(dir, m[0]) }))
    .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
}

// Serialises concurrent starts against one PostgreSQL database (several instances starting at once).
const LOCK_SQL = `select pg_advisory_xact_lock(hashtext('studio-server-migrations'))`;

async function locked(db: Database, fn: (tx: Queryable) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(LOCK_SQL);
    await fn(tx);
  });
}

/** Returns the versions applied by this call. */
export async function migrate(db: Database, dir: string = DEFAULT_MIGRATIONS_DIR): Promise<string[]> {
  await locked(db, (tx) => tx.exec(BOOTSTRAP_SQL)).catch((err: unknown) => {
    // The API roles are missing and this role may not create them: a refusal for a person (the SQL is in the message).
    if (err instanceof Error && err.message.startsWith(MISSING_ROLES)) throw new ConfigError(err.message, { cause: err });
    throw err;
  });
  // GoTrue's tables (local only; hosted Supabase has them), before migrations that reference auth.users.
  await locked(db, (tx) => tx.exec(AUTH_SQL));
  // The server's shared rate-limit counters (local only, like the auth tables).
  await locked(db, (tx) => tx.exec(RATE_LIMITS_SQL));
  const applied: string[] = [];
  for (const m of listMigrations(dir)) {
    const sql = fs.readFileSync(m.file, 'utf8');
    await locked(db, async (tx) => {
      const done = await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [m.version]);
      if (done.rows.length > 0) return;
      try {
        await tx.exec(sql);
      } catch (err) {
        throw new Error(`migration ${path.basename(m.file)} failed: ${(err as Error).message}`, { cause: err });
      }
      await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, array[$3])', [
        m.version,
        m.name,
        sql,
      ]);
      applied.push(m.version);
    });
  }
  return applied;
}
