/**
 * Local stand-in for what the Supabase Postgres image provides before any migration runs: the API
 * roles, the auth.* helper functions and the default privileges. Never run against hosted
 * Supabase (it already has all of this). Idempotent; safe to run on every start. Needs no
 * superuser once the API roles exist (the database's owner is enough); creates them only on a
 * superuser connection and otherwise fails naming the SQL that creates them.
 */

/** How the refusal below begins (migrate.ts reports it as a configuration error). */
export const MISSING_ROLES = 'the database roles ';

export const BOOTSTRAP_SQL = /* sql */ `
-- The API roles are cluster-wide and need a superuser (service_role has BYPASSRLS). A superuser
-- connection (the embedded cluster) creates the missing ones; any other owner role gets an error
-- naming the SQL a DBA runs once (docs/deployment.md, "PostgreSQL"). Existing roles are never touched.
do $$
declare
  missing text[];
  r text;
begin
  select coalesce(array_agg(name order by ord), '{}') into missing
  from unnest(array['anon', 'authenticated', 'service_role']) with ordinality as wanted(name, ord)
  where not exists (select 1 from pg_roles where rolname = name);
  if cardinality(missing) = 0 then
    return;
  end if;
  if not coalesce((select rolsuper from pg_roles where rolname = current_user), false) then
    raise exception using errcode = '42501', message = format(
      'the database roles %s do not exist and the role %I may not create them: '
        || 'as a PostgreSQL superuser run once '
        || '"CREATE ROLE anon NOLOGIN NOINHERIT; CREATE ROLE authenticated NOLOGIN NOINHERIT; '
        || 'CREATE ROLE service_role NOLOGIN NOINHERIT BYPASSRLS; GRANT anon, authenticated, service_role TO %I;" '
        || '(docs/deployment.md, section PostgreSQL), then start again',
      array_to_string(missing, ', '), current_user, current_user);
  end if;
  foreach r in array missing loop
    begin
      execute format('create role %I nologin noinherit', r)
        || case when r = 'service_role' then ' bypassrls' else '' end;
    exception when duplicate_object or unique_violation then
      null; -- roles are cluster-wide: another database's bootstrap created it concurrently
    end;
  end loop;
end
$$;

create schema if not exists auth;
create schema if not exists extensions;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;

-- Supabase's helpers. nullif(..., '') matters: once a request has set request.jwt.claims in a
-- session, later transactions see '' (not NULL), and ''::jsonb would raise 22P02.
create or replace function auth.uid() returns uuid
language sql stable
as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$fn$;

create or replace function auth.role() returns text
language sql stable
as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$fn$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$fn$;

grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;

-- Hosted Supabase grants table privileges to the API roles by default and relies on RLS plus
-- explicit revokes in migrations; mirror it so the same migration files behave the same here.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- Same bookkeeping table as the Supabase CLI, so either tool sees what has been applied.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
`;
