/**
 * The current schema of `public`, read from PostgreSQL's catalogs after every migration has run:
 * tables, constraints, indexes, views, functions (their whole current definitions), triggers,
 * row-level security, policies, grants and comments, as SQL, each kind sorted by name. A migration
 * that redefines a function or replaces a policy shows here only as the result. No OIDs, owners or
 * versions appear, so the same migrations give the same text (supabase/schema.sql, npm run db:schema).
 * Read with search_path '' so every name is schema-qualified, as pg_dump does.
 */
import type { Database } from '../../server/db/adapter.ts';

type Row = Record<string, string>;

const PUBLIC = `'public'::regnamespace`;
const TABLES = `c.relnamespace = ${PUBLIC} and c.relkind in ('r', 'p')`;
/** Functions of `public` that are not an extension's. */
const FUNCTIONS = `p.pronamespace = ${PUBLIC} and p.prokind in ('f', 'p')
  and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`;

const SQL = {
  columns: `select c.relname as t, a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull::text as notnull,
      a.attidentity as identity, a.attgenerated as generated, pg_get_expr(d.adbin, d.adrelid) as def
    from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
    where ${TABLES} order by c.relname, a.attnum`,
  tableComments: `select c.relname as t, format('comment on %s public.%I is %L;', case c.relkind when 'v' then 'view' else 'table' end,
      c.relname, obj_description(c.oid, 'pg_class')) as sql
    from pg_class c where c.relnamespace = ${PUBLIC} and obj_description(c.oid, 'pg_class') is not null`,
  columnComments: `select c.relname as t,
      format('comment on column public.%I.%I is %L;', c.relname, a.attname, col_description(c.oid, a.attnum)) as sql
    from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where ${TABLES} and col_description(c.oid, a.attnum) is not null order by c.relname, a.attnum`,
  constraints: `select format('alter table public.%I add constraint %I %s;', c.relname, k.conname, pg_get_constraintdef(k.oid)) as sql
    from pg_constraint k join pg_class c on c.oid = k.conrelid
    where ${TABLES} and k.contype <> 'n' order by c.relname, k.conname`,
  indexes: `select pg_get_indexdef(i.oid) || ';' as sql
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
    where ${TABLES} and not exists (
      select 1 from pg_constraint k where k.conindid = i.oid and k.conrelid = c.oid and k.contype in ('p', 'u', 'x'))
    order by c.relname, i.relname`,
  views: `select c.relname as t, format('create view public.%I%s as\n%s', c.relname,
      coalesce(' with (' || array_to_string(c.reloptions, ', ') || ')', ''), pg_get_viewdef(c.oid, true)) as sql
    from pg_class c where c.relnamespace = ${PUBLIC} and c.relkind = 'v' order by c.relname`,
  functions: `select pg_get_functiondef(p.oid) as sql, case when obj_description(p.oid, 'pg_proc') is not null then
      format('comment on function public.%I(%s) is %L;', p.proname, pg_get_function_identity_arguments(p.oid),
        obj_description(p.oid, 'pg_proc')) end as comment
    from pg_proc p where ${FUNCTIONS} order by p.proname, pg_get_function_identity_arguments(p.oid)`,
  triggers: `select pg_get_triggerdef(g.oid) || ';' as sql
    from pg_trigger g join pg_class c on c.oid = g.tgrelid where ${TABLES} and not g.tgisinternal order by c.relname, g.tgname`,
  rls: `select format('alter table public.%I enable row level security;', c.relname)
      || case when c.relforcerowsecurity then format(E'\nalter table public.%I force row level security;', c.relname) else '' end as sql
    from pg_class c where ${TABLES} and c.relrowsecurity order by c.relname`,
  policies: `select format('create policy %I on public.%I as %s for %s to %s', policyname, tablename, lower(permissive), lower(cmd),
      array_to_string(roles, ', '))
      || coalesce(E'\n  using (' || qual || ')', '') || coalesce(E'\n  with check (' || with_check || ')', '') || ';' as sql
    from pg_policies where schemaname = 'public' order by tablename, policyname`,
  tableGrants: `select format('grant %s on table public.%I to %s%s;', string_agg(lower(a.privilege_type), ', ' order by a.privilege_type),
      c.relname, pg_temp.grantee(a.grantee), pg_temp.grantable(a.is_grantable)) as sql
    from pg_class c, aclexplode(coalesce(c.relacl, acldefault('r', c.relowner))) a
    where c.relnamespace = ${PUBLIC} and c.relkind in ('r', 'p', 'v') and a.grantee <> c.relowner
    group by c.relname, a.grantee, a.is_grantable order by c.relname, pg_temp.grantee(a.grantee)`,
  columnGrants: `select format('grant %s (%s) on table public.%I to %s%s;', lower(a.privilege_type),
      string_agg(quote_ident(t.attname), ', ' order by t.attnum),
      c.relname, pg_temp.grantee(a.grantee), pg_temp.grantable(a.is_grantable)) as sql
    from pg_class c join pg_attribute t on t.attrelid = c.oid and t.attacl is not null, aclexplode(t.attacl) a
    where ${TABLES} group by c.relname, a.privilege_type, a.grantee, a.is_grantable
    order by c.relname, pg_temp.grantee(a.grantee), a.privilege_type`,
  functionGrants: `select format('grant execute on function public.%I(%s) to %s%s;', p.proname, pg_get_function_identity_arguments(p.oid),
      pg_temp.grantee(a.grantee), pg_temp.grantable(a.is_grantable)) as sql
    from pg_proc p, aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
    where ${FUNCTIONS} and a.grantee <> p.proowner
    order by p.proname, pg_get_function_identity_arguments(p.oid), pg_temp.grantee(a.grantee)`,
};

/** Who a privilege is granted to (0 = PUBLIC), and the grant option: functions of the session's temporary schema. */
const HELPERS = [
  `create or replace function pg_temp.grantee(r oid) returns text language sql
    as $$ select case r when 0 then 'public' else quote_ident(pg_get_userbyid(r)) end $$`,
  `create or replace function pg_temp.grantable(g boolean) returns text language sql
    as $$ select case when g then ' with grant option' else '' end $$`,
];

function columnSql(c: Row): string {
  const identity = c.identity === 'a' ? ' generated always as identity' : c.identity === 'd' ? ' generated by default as identity' : '';
  const value = c.generated === 's' ? ` generated always as (${c.def}) stored` : c.def ? ` default ${c.def}` : '';
  return `  ${c.name} ${c.type}${c.notnull === 'true' ? ' not null' : ''}${value}${identity}`;
}

const section = (title: string, parts: string[]) => (parts.length ? `-- ${title}\n\n${parts.join('\n\n')}\n` : '');
const lines = (rows: Row[]) => rows.map((r) => r.sql).join('\n');

/** The schema as SQL text, ending with a newline. */
export async function schemaSql(db: Pick<Database, 'transaction'>): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query(`set local search_path = ''`);
    for (const helper of HELPERS) await tx.query(helper);
    const read = async (sql: string) => (await tx.query<Row>(sql)).rows;
    const [columns, tableComments, columnComments] = [
      await read(SQL.columns),
      await read(SQL.tableComments),
      await read(SQL.columnComments),
    ];
    const commentsOf = (t = '') => [...tableComments, ...columnComments].flatMap((r) => (r.t === t ? [`\n${r.sql}`] : [])).join('');
    const tableSql = (t: string) => {
      const body = columns.filter((c) => c.t === t).map(columnSql);
      return `create table public.${t} (\n${body.join(',\n')}\n);${commentsOf(t)}`;
    };
    const tables = [...new Set(columns.map((c) => c.t ?? ''))].map(tableSql);
    const views = (await read(SQL.views)).map((v) => `${(v.sql ?? '').trimEnd()}${commentsOf(v.t)}`);
    const functions = (await read(SQL.functions)).map((f) => `${(f.sql ?? '').trimEnd()};${f.comment ? `\n${f.comment}` : ''}`);
    const grants = [lines(await read(SQL.tableGrants)), lines(await read(SQL.columnGrants)), lines(await read(SQL.functionGrants))];
    return [
      section('Tables', tables),
      section('Constraints', [lines(await read(SQL.constraints))]),
      section('Indexes', [lines(await read(SQL.indexes))]),
      section('Views', views),
      section('Functions', functions),
      section('Triggers', [lines(await read(SQL.triggers))]),
      section('Row-level security and policies', [lines(await read(SQL.rls)), ...(await read(SQL.policies)).map((p) => p.sql ?? '')]),
      section('Grants (the owner’s own privileges left out)', grants.filter(Boolean)),
    ]
      .filter(Boolean)
      .join('\n');
  });
}

/** The committed snapshot, and what heads it. */
export const SCHEMA_FILE = 'supabase/schema.sql';
const HEADER = `-- The current schema of \`public\`: every table, function, trigger, policy and grant as the migrations
-- in supabase/migrations leave them (a function redefined by a later migration shows its last definition).
-- Generated by \`npm run db:schema\` (scripts/db-schema.ts) from the migrations applied to a fresh
-- PostgreSQL; do not edit. tests/server/schemaSnapshot.test.ts fails when it is out of date.
`;

/** The file's text for a database the migrations have been applied to. */
export const snapshotText = async (db: Pick<Database, 'transaction'>) => `${HEADER}\n${await schemaSql(db)}`;
