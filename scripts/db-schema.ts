/**
 * Writes supabase/schema.sql, the current schema the migrations give (scripts/schema/catalog.ts):
 * applies supabase/migrations to a fresh embedded PostgreSQL in a temporary directory, reads the
 * catalogs, writes the file. Run it after adding a migration and commit the result.
 *
 *   npm run db:schema             write the file
 *   npm run db:schema -- --check  write nothing; exit 1 when the committed file is out of date
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_MIGRATIONS_DIR } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open.ts';
import { cli } from './cli.ts';
import { SCHEMA_FILE, snapshotText } from './schema/catalog.ts';

const { values } = cli(import.meta.filename, { check: { type: 'boolean', default: false } });
const file = path.resolve(import.meta.dirname, '..', SCHEMA_FILE);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-schema-'));
let text: string;
try {
  const db = await openDatabase(
    { databaseUrl: undefined, dataDir, dbPoolSize: 2, migrationsDir: DEFAULT_MIGRATIONS_DIR },
    { noSync: true },
  );
  try {
    text = await snapshotText(db);
  } finally {
    await db.close();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (values.check) {
  const same = fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text;
  console.log(same ? `${SCHEMA_FILE} is up to date.` : `${SCHEMA_FILE} is out of date: run npm run db:schema and commit it.`);
  process.exitCode = same ? 0 : 1;
} else {
  fs.writeFileSync(file, text);
  console.log(`Wrote ${SCHEMA_FILE} (${text.split('\n').length} lines).`);
}
