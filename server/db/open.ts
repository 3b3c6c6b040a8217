/**
 * Opens the database and migrates it: the PostgreSQL at DATABASE_URL when given (nothing is
 * started), else the server's own PostgreSQL in DATA_DIR (./embedded.ts), under DATA_DIR's lock.
 * Either way the same pool, migrations and error handling (./postgres.ts).
 */
import { logFor } from '../kit/log.ts';
import type { Database } from './adapter.ts';
import { refuseUnfinishedRestore } from './backup.ts';
import { startEmbedded } from './embedded.ts';
import type { EmbeddedOptions } from './embedded.ts';
import { acquireDirLock, DataDirLockedError } from './lock.ts';
import { migrate } from './migrate.ts';
import { importPglite, pendingPgliteImport } from './pgliteImport.ts';
import { openPostgres } from './postgres.ts';

const log = logFor('db');

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** A former PGlite database to import once (embedded only); see ./pgliteImport.ts. */
  pgliteDir?: string | undefined;
  dbPoolSize: number;
  migrationsDir: string;
}

async function migrated(db: Database, dir: string): Promise<Database> {
  try {
    await migrate(db, dir);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

export async function openDatabase(options: DatabaseOptions, embedded: EmbeddedOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    return migrated(await openPostgres({ connectionString: options.databaseUrl, max: options.dbPoolSize }), options.migrationsDir);
  }
  const lock = acquireDirLock(options.dataDir);
  let cluster;
  try {
    refuseUnfinishedRestore(options.dataDir);
    cluster = await startEmbedded(options.dataDir, embedded);
  } catch (err) {
    lock.release();
    throw err;
  }
  const stop = async () => {
    try {
      await cluster.stop();
    } finally {
      lock.release();
    }
  };
  let db: Database;
  try {
    db = await openPostgres({ connectionString: cluster.url, max: options.dbPoolSize });
  } catch (err) {
    await stop();
    throw err;
  }
  const close = db.close;
  const opened = await migrated(
    Object.assign(db, {
      async close() {
        try {
          await close();
        } finally {
          await stop();
        }
      },
    }),
    options.migrationsDir,
  );
  if (options.pgliteDir && pendingPgliteImport(options.pgliteDir, options.dataDir)) {
    log.info(`importing the PGlite database in ${options.pgliteDir} (the former default) into PostgreSQL...`);
    try {
      const rows = await importPglite(options.pgliteDir, options.dataDir, opened);
      const counts = Object.entries(rows)
        .map(([t, n]) => `${t} ${n}`)
        .join(', ');
      const done = `${options.pgliteDir} is no longer used and can be deleted.`;
      log.info(`imported from PGlite: ${counts}; row counts verified against the source. ${done}`);
    } catch (err) {
      await opened.close();
      if (err instanceof DataDirLockedError) throw err;
      throw new Error(`importing the PGlite database in ${options.pgliteDir} failed, nothing was imported: ${(err as Error).message}`, {
        cause: err,
      });
    }
  }
  return opened;
}
