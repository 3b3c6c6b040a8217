/** The messages of db/canStore.ts for each failure PostgreSQL reports (tests/server/canStore.test.ts runs it on a real cluster). */
import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from './adapter.ts';
import { checkCanStore } from './canStore.ts';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'ERROR' });

/** A database whose statements fail when `fails` says so; records whether the transaction was rolled back. */
function fakeDb(fails: (sql: string) => Error | undefined) {
  const state = { rolledBack: false, committed: false };
  const tx: Queryable = {
    query: async <T>(sql: string) => {
      if (/session_user/.test(sql)) return { rows: [{ me: 'studio' } as T] };
      const err = fails(sql);
      if (err) throw err;
      return { rows: [] };
    },
    exec: async () => undefined,
  };
  const db = {
    transaction: async <T>(fn: (q: Queryable) => Promise<T>) => {
      try {
        const out = await fn(tx);
        state.committed = true;
        return out;
      } catch (err) {
        state.rolledBack = true;
        throw err;
      }
    },
  } as unknown as Database;
  return { db, state };
}

describe('checkCanStore', () => {
  it('passes, and rolls back, when every step works', async () => {
    const { db, state } = fakeDb(() => undefined);
    expect(await checkCanStore(db)).toBeUndefined();
    expect(state).toEqual({ rolledBack: true, committed: false });
  });

  it.each([
    [
      /'service_role'/,
      pgError('42704', 'role "service_role" does not exist'),
      'role_missing_service_role',
      'As a superuser, run: CREATE ROLE service_role NOLOGIN NOINHERIT BYPASSRLS; GRANT service_role TO studio;',
    ],
    [
      /'authenticated'/,
      pgError('42501', 'permission denied to set role "authenticated"'),
      'cannot_set_role_authenticated',
      'The database role studio cannot act as authenticated (42501 permission denied to set role "authenticated")',
    ],
    [
      /insert into/,
      pgError('42P01', 'relation "public.submissions" does not exist'),
      'submissions_missing',
      'supabase/migrations have not been applied',
    ],
    [
      /insert into/,
      pgError('42501', 'permission denied for table submissions'),
      'anon_insert_denied',
      'GRANT INSERT (name, email, phone, business_name, service, store_integration, message, status) ON public.submissions TO anon;',
    ],
    [
      /insert into/,
      pgError('42501', 'new row violates row-level security policy for table "submissions"'),
      'anon_insert_refused_by_rls',
      'policy "public can submit new"',
    ],
    [
      /insert into/,
      pgError('23502', 'null value in column "name" violates not-null constraint'),
      'anon_insert_failed',
      '(23502 null value in column "name" violates not-null constraint)',
    ],
  ])('%s fails with %s: reason %s and what to run', async (pattern, err, reason, text) => {
    const { db, state } = fakeDb((sql) => (pattern.test(sql) ? err : undefined));
    const problem = await checkCanStore(db);
    expect(problem?.reason).toBe(reason);
    expect(problem?.message).toContain(text);
    expect(state.committed).toBe(false);
  });

  it("the probe row's blank message refused by the CHECK constraint means access passed", async () => {
    const refused = pgError('23514', 'new row violates check constraint "submissions_message_check"');
    const { db } = fakeDb((sql) => (/insert into/.test(sql) ? refused : undefined));
    expect(await checkCanStore(db)).toBeUndefined();
  });

  it('a lost connection is thrown, not reported as a missing grant', async () => {
    const { db } = fakeDb((sql) => (/insert/.test(sql) ? new Error('Connection terminated unexpectedly') : undefined));
    await expect(checkCanStore(db)).rejects.toThrow('Connection terminated unexpectedly');
  });
});
