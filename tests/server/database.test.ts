/**
 * Bootstrap and migrations, checked directly against a fresh PostgreSQL database (the DATA_DIR
 * lock has its own file, lock.test.ts; first starts of the embedded cluster are in durability.test.ts).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/adapter.ts';
import { listMigrations, migrate } from '../../server/db/migrate.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { runAsRequest } from '../../server/data/asRole.ts';
import type { Plan } from '../../server/data/asRole.ts';
import { createPgDatabase } from './helpers/backends.ts';

/** A one-statement plan whose result is the statement's `body` column. */
function sqlPlan(sql: string): Plan<string> {
  return { statements: [{ sql, params: [] }], finish: ([r]) => r?.body ?? '', mayRefuse: false };
}

async function openFresh(): Promise<{ db: Database; cleanup: () => Promise<void> }> {
  const pg = await createPgDatabase();
  const db = await openPostgres({ connectionString: pg.url });
  return { db, cleanup: async () => (await db.close(), await pg.drop()) };
}

describe('database', () => {
  let db: Database;
  let cleanup: () => Promise<void>;
  const q = async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows;

  beforeAll(async () => {
    ({ db, cleanup } = await openFresh());
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it('applies every migration once and records it like the Supabase CLI', async () => {
    const files = listMigrations(path.resolve('supabase/migrations'));
    expect(files.length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual(files.map((f) => f.version));
    expect(await migrate(db)).toEqual([]); // second start: nothing to do
    const recorded = await q<{ version: string; name: string }>(
      'select version, name from supabase_migrations.schema_migrations order by version',
    );
    expect(recorded).toEqual(files.map((f) => ({ version: f.version, name: f.name })));
  });

  it('creates the API roles (NOLOGIN) and the auth helpers', async () => {
    const roles = await q<{ rolname: string; rolcanlogin: boolean; rolbypassrls: boolean }>(
      `select rolname, rolcanlogin, rolbypassrls from pg_roles where rolname in ('anon','authenticated','service_role') order by rolname`,
    );
    expect(roles).toEqual([
      { rolname: 'anon', rolcanlogin: false, rolbypassrls: false },
      { rolname: 'authenticated', rolcanlogin: false, rolbypassrls: false },
      { rolname: 'service_role', rolcanlogin: false, rolbypassrls: true },
    ]);
    // Outside any request the helpers return NULL, also after a request set the GUC ('' case).
    const helpers = await runAsRequest(
      db,
      { role: 'anon', claims: { role: 'anon', sub: 'abc' } },
      { method: 'GET', path: '/' },
      sqlPlan(`select 1 as n, json_build_object('role', auth.role(), 'jwt', auth.jwt(), 'user', current_user)::text as body`),
    );
    expect(JSON.parse(helpers)).toEqual({ role: 'anon', jwt: { role: 'anon', sub: 'abc' }, user: 'anon' });
    expect(await q('select auth.uid() as uid, auth.role() as role, auth.jwt() as jwt')).toEqual([{ uid: null, role: null, jwt: null }]);
  });

  it('locks submissions down: RLS on, insert-only column grants for anon, one insert policy, the rest staff-only', async () => {
    expect(await q(`select relrowsecurity from pg_class where oid = 'public.submissions'::regclass`)).toEqual([{ relrowsecurity: true }]);
    const tablePrivs = await q<{ grantee: string; privilege_type: string }>(
      `select grantee, privilege_type from information_schema.role_table_grants
        where table_schema = 'public' and table_name = 'submissions' and grantee in ('anon', 'authenticated') order by 1, 2`,
    );
    // anon: no table-wide privilege at all; authenticated: SELECT, which RLS opens to staff at aal2 only.
    expect(tablePrivs).toEqual([{ grantee: 'authenticated', privilege_type: 'SELECT' }]);
    const colPrivs = await q<{ grantee: string; column_name: string; privilege_type: string }>(
      `select grantee, column_name, privilege_type from information_schema.column_privileges
        where table_schema = 'public' and table_name = 'submissions' and grantee = 'anon' order by column_name`,
    );
    expect(colPrivs.every((p) => p.privilege_type === 'INSERT')).toBe(true);
    expect(colPrivs.map((p) => p.column_name)).toEqual([
      'business_name',
      'email',
      'message',
      'name',
      'phone',
      'service',
      'status',
      'store_integration',
    ]);
    const policies = await q<{ policyname: string; cmd: string; roles: string; qual: string | null; with_check: string | null }>(
      `select policyname, cmd, array_to_string(roles, ',') as roles, qual, with_check from pg_policies where tablename = 'submissions'`,
    );
    const inserts = policies.filter((p) => p.cmd === 'INSERT');
    expect(inserts).toHaveLength(1);
    expect(inserts[0]).toMatchObject({ roles: 'anon,authenticated' });
    expect(inserts[0]?.with_check).toMatch(/status = 'new'/);
    // Every other policy is for authenticated and holds only for staff at aal2.
    for (const p of policies.filter((x) => x.cmd !== 'INSERT')) {
      expect(p.roles).toBe('authenticated');
      expect(p.qual).toMatch(/is_studio_staff\(\)/);
    }
  });

  it('request transactions leave no role or claims behind', async () => {
    const spam = sqlPlan(`insert into public.submissions (name, email, message, status) values ('a', 'a@b.co', 'm', 'spam')`);
    await expect(runAsRequest(db, { role: 'anon', claims: { role: 'anon' } }, { method: 'POST', path: '/x' }, spam)).rejects.toMatchObject({
      code: '42501',
    });
    await expect(
      runAsRequest(db, { role: 'anon', claims: { role: 'anon' } }, { method: 'POST', path: '/x' }, { ...spam, mayRefuse: true }),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await q(`select current_user as u, coalesce(current_setting('request.jwt.claims', true), '') as c`)).toEqual([
      { u: 'postgres', c: '' },
    ]);
  });

  it('refuses to run a request as a role outside the API roles', async () => {
    await expect(
      runAsRequest(db, { role: 'postgres', claims: {} }, { method: 'GET', path: '/' }, sqlPlan('select 1 as n')),
    ).rejects.toThrow(/refusing/);
  });
});
