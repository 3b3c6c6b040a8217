/**
 * Can this server store a lead? Every API request first becomes anon, authenticated or
 * service_role (data/asRole.ts), so the server's database role must be able to act as each, and
 * an anonymous insert into public.submissions must pass its grants and row-level security.
 * Checked at start (a problem refuses to start: server.ts) and by /readyz (site/health.ts), in one
 * transaction that is always rolled back. The probe row has a blank message, which the table's CHECK
 * refuses: PostgreSQL checks grants, then RLS, then CHECK constraints, all before it writes, so a
 * 23514 means the insert passed everything that decides access, and nothing is written (no WAL, no
 * dead row: a successful, rolled-back insert cost about 17 KB of WAL per probe). Works the
 * same on the embedded cluster (roles made by the bootstrap) and on an external PostgreSQL where a
 * DBA made the roles and granted them to the owner role.
 */
import type { Queryable } from './adapter.ts';
import { isPgError } from './adapter.ts';
import type { Database } from './adapter.ts';

export const API_ROLE_NAMES = ['anon', 'authenticated', 'service_role'] as const;

/** Why no lead could be stored: a short code for /readyz and a message that says what to run. */
export interface StoreProblem {
  reason: string;
  message: string;
}

const FORM_COLUMNS = 'name, email, phone, business_name, service, store_integration, message, status';
const PROBE_INSERT =
  `insert into public.submissions (name, email, service, message) ` +
  `values ('Readiness check', 'readiness-check@example.invalid', 'custom', ' ')`;
/** The probe row's expected refusal: the blank message (submissions_message_check). */
const PASSED_ACCESS = '23514';
const AS_ANON = `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true)`;

class Verdict extends Error {
  readonly problem: StoreProblem | undefined;
  constructor(problem: StoreProblem | undefined) {
    super('readiness check rolled back');
    this.problem = problem;
  }
}

/** Runs sql under a savepoint; returns PostgreSQL's error instead of aborting the transaction. */
async function attempt(tx: Queryable, sql: string): Promise<(Error & { code: string }) | undefined> {
  await tx.query('savepoint can_store');
  try {
    await tx.query(sql);
    await tx.query('release savepoint can_store');
    return undefined;
  } catch (err) {
    if (!isPgError(err)) throw err;
    await tx.query('rollback to savepoint can_store');
    return err;
  }
}

function roleProblem(role: string, me: string, err: Error & { code: string }): StoreProblem {
  if (err.code === '42704') {
    const create = `CREATE ROLE ${role} NOLOGIN NOINHERIT${role === 'service_role' ? ' BYPASSRLS' : ''};`;
    return {
      reason: `role_missing_${role}`,
      message: `The database has no role ${role}, which API requests switch to. As a superuser, run: ${create} GRANT ${role} TO ${me};`,
    };
  }
  return {
    reason: `cannot_set_role_${role}`,
    message:
      `The database role ${me} cannot act as ${role} (${err.code} ${err.message}), so every request as ${role} would fail. ` +
      `As a superuser, run: GRANT ${role} TO ${me};`,
  };
}

function insertProblem(err: Error & { code: string }): StoreProblem {
  const what = `An anonymous insert into public.submissions fails (${err.code} ${err.message}), so every lead would be refused.`;
  if (err.code === '42P01' || err.code === '3F000') {
    const message = `${what} The migrations in supabase/migrations have not been applied to this database.`;
    return { reason: 'submissions_missing', message };
  }
  if (err.code === '42501' && /row-level security/i.test(err.message)) {
    return {
      reason: 'anon_insert_refused_by_rls',
      message: `${what} Restore the policy "public can submit new" of supabase/migrations/20261122000000_submissions.sql.`,
    };
  }
  if (err.code === '42501') {
    return {
      reason: 'anon_insert_denied',
      message:
        `${what} As the table's owner, run: GRANT USAGE ON SCHEMA public TO anon; ` +
        `GRANT INSERT (${FORM_COLUMNS}) ON public.submissions TO anon;`,
    };
  }
  return { reason: 'anon_insert_failed', message: `${what} See the database's log for the cause.` };
}

async function probe(tx: Queryable): Promise<StoreProblem | undefined> {
  const me = (await tx.query<{ me: string }>('select quote_ident(session_user::text) as me')).rows[0]?.me ?? 'the server role';
  for (const role of API_ROLE_NAMES) {
    const err = await attempt(tx, `select set_config('role', '${role}', true)`);
    if (err) return roleProblem(role, me, err);
  }
  await tx.query(`select set_config('role', 'none', true)`);
  await tx.query(AS_ANON);
  const err = await attempt(tx, PROBE_INSERT);
  return err && err.code !== PASSED_ACCESS ? insertProblem(err) : undefined;
}

/**
 * Undefined when a lead can be stored, else what is missing and how to grant it. Database errors
 * (unreachable, timed out) are thrown. Nothing it does is kept: the transaction is rolled back.
 */
export async function checkCanStore(db: Database): Promise<StoreProblem | undefined> {
  try {
    await db.transaction(async (tx) => {
      throw new Verdict(await probe(tx));
    });
  } catch (err) {
    if (err instanceof Verdict) return err.problem;
    throw err;
  }
  return undefined;
}
