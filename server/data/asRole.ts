/**
 * Every API request runs in one transaction that first becomes the request's role and publishes
 * its JWT claims, exactly as PostgREST does; RLS and grants then decide what the statements may
 * do. Transaction-local settings (is_local = true) vanish at COMMIT/ROLLBACK, so nothing leaks to
 * the next request on the same connection.
 */
import type { Database, Statement } from '../db/adapter.ts';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '../db/connection.ts';
import { ANON_ROLE, API_ROLES } from '../http/authContext.ts';
import type { AuthContext } from '../http/authContext.ts';

// set_config instead of SET: SET takes no bind parameters. One statement for all five.
export const SET_CONTEXT_SQL =
  `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), ` +
  `set_config('request.method', $3, true), set_config('request.path', $4, true), ` +
  `set_config('statement_timeout', $5, true)`;

/**
 * The public, for what the server does on a visitor's behalf (the no-JS form): the anon role with
 * the claims an anon key carries that the database reads, and no token signed only to be verified.
 */
export const ANON: AuthContext = { role: ANON_ROLE, claims: { role: ANON_ROLE } };

export interface RequestInfo {
  method: string;
  path: string;
  /** API_STATEMENT_TIMEOUT_MS; DEFAULT_STATEMENT_TIMEOUT_MS when absent, 0 = none. */
  statementTimeoutMs?: number;
}

/** One result row of a plan's statement (see REPRESENTATION_SELECT in insert.ts). */
export interface RenderedRows {
  n: number;
  body: string | null;
  first: string | null;
}

/** What a request does in the database: fixed statements, then a verdict on their results. */
export interface Plan<T> {
  statements: Statement[];
  /** Turns the statements' first rows into the result; may throw to refuse it. */
  finish(results: RenderedRows[]): T;
  /** finish() can refuse (e.g. PGRST116), in which case the transaction must roll back. */
  mayRefuse: boolean;
}

/**
 * Runs a plan as the request's role. A plan whose result cannot be refused goes out as one batch
 * (with PostgreSQL: context switch, statements and COMMIT in a single round trip); otherwise
 * finish() runs before COMMIT, and throwing rolls everything back, as PostgREST does.
 */
export async function runAsRequest<T>(db: Database, auth: AuthContext, info: RequestInfo, plan: Plan<T>): Promise<T> {
  const context: Statement = { sql: SET_CONTEXT_SQL, params: contextParams(auth, info) };
  const firstRows = (results: { rows: Record<string, unknown>[] }[]) =>
    results.map((r) => (r.rows[0] ?? { n: 0, body: null, first: null }) as unknown as RenderedRows);
  if (!plan.mayRefuse) {
    const results = await db.batch([context, ...plan.statements]);
    return plan.finish(firstRows(results.slice(1)));
  }
  return db.transaction(async (tx) => {
    await tx.query(context.sql, context.params);
    const results = [];
    for (const s of plan.statements) results.push(await tx.query(s.sql, s.params));
    return plan.finish(firstRows(results));
  });
}

function contextParams(auth: AuthContext, info: RequestInfo): string[] {
  // Defence in depth: the connection is a superuser, so never switch to a role outside the API set.
  if (!API_ROLES.has(auth.role)) throw new Error(`refusing to run a request as role ${auth.role}`);
  return [
    auth.role,
    auth.claimsJson ?? JSON.stringify(auth.claims),
    info.method,
    info.path,
    String(info.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS),
  ];
}
