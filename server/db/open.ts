/** Opens the configured backend (PostgreSQL when a URL is given, else PGlite) and migrates it. */
import type { Database } from './adapter.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  pgliteDir: string;
  dbPoolSize: number;
  migrationsDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgres({ connectionString: options.databaseUrl, max: options.dbPoolSize })
    : await openPglite(options.pgliteDir);
  try {
    await migrate(db, options.migrationsDir);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}
