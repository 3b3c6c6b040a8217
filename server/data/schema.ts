/**
 * Schema cache, like PostgREST's: the tables and columns of the exposed schema, read once at
 * startup so requests never query the catalog. Used to answer PGRST204/PGRST205 and to build SQL
 * only from known identifiers.
 */
import type { Queryable } from '../db/adapter.ts';

export const EXPOSED_SCHEMA = 'public';

export interface TableInfo {
  name: string;
  /** Column names in table order. */
  columns: readonly string[];
  columnSet: ReadonlySet<string>;
  primaryKey: readonly string[];
  /** `public."name"`, safe to splice into SQL. */
  sqlName: string;
}

export type SchemaCache = ReadonlyMap<string, TableInfo>;

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function loadSchemaCache(db: Queryable): Promise<SchemaCache> {
  const { rows } = await db.query<{ table_name: string; column_name: string; is_pk: boolean }>(
    `select c.relname as table_name, a.attname as column_name,
            coalesce(a.attnum = any(i.indkey::int2[]), false) as is_pk
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_index i on i.indrelid = c.oid and i.indisprimary
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
      order by c.relname, a.attnum`,
    [EXPOSED_SCHEMA],
  );
  const tables = new Map<string, { columns: string[]; primaryKey: string[] }>();
  for (const row of rows) {
    let t = tables.get(row.table_name);
    if (!t) tables.set(row.table_name, (t = { columns: [], primaryKey: [] }));
    t.columns.push(row.column_name);
    if (row.is_pk) t.primaryKey.push(row.column_name);
  }
  const cache = new Map<string, TableInfo>();
  for (const [name, t] of tables) {
    cache.set(name, {
      name,
      columns: t.columns,
      columnSet: new Set(t.columns),
      primaryKey: t.primaryKey,
      sqlName: `${EXPOSED_SCHEMA}.${quoteIdent(name)}`,
    });
  }
  return cache;
}
