/**
 * The one database interface the server uses, implemented by node-postgres (./postgres.ts) for
 * both the embedded PostgreSQL and DATABASE_URL. Raw SQL on purpose: PostgREST-style requests are
 * dynamic anyway, and a tiny surface keeps the code path one.
 */

export interface QueryResult<T> {
  rows: T[];
}

export interface Queryable {
  /** One statement with $n bind parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type BackendKind = 'postgres';

export interface Statement {
  sql: string;
  params: readonly unknown[];
}

export interface Database extends Queryable {
  readonly kind: BackendKind;
  /** Runs fn in one transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs a fixed list of statements in one transaction and returns their results: all commit, or
   * the first error is thrown and nothing is kept. Nothing can be decided between the statements,
   * which lets PostgreSQL get all of them, COMMIT included, in one round trip.
   */
  batch(statements: readonly Statement[]): Promise<QueryResult<Record<string, unknown>>[]>;
  /**
   * From now on each use of a connection (query, transaction, batch; the wait for a free one
   * included) must end within ms, else the connection is destroyed and the call fails as a
   * disconnect (503). 0 = no deadline (the default: migrations and imports may take long).
   */
  setDeadline(ms: number): void;
  /** Closes the connections no one is using now; the next use opens a new one. */
  releaseIdle(): Promise<void>;
  close(): Promise<void>;
}

/** The fields pg puts on a PostgreSQL error (its DatabaseError). */
export interface PgErrorFields {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

/** True for an error reported by the PostgreSQL server (it has a severity and a SQLSTATE). */
export function isPgError(err: unknown): err is Error & PgErrorFields {
  if (!(err instanceof Error)) return false;
  const e = err as Error & { severity?: unknown; code?: unknown };
  // Node system errors also carry a `code` (EPIPE...), but never a `severity`.
  return typeof e.severity === 'string' && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);
}

/** True when the database could not be reached at all (PostgREST answers those with 503). */
export function isConnectionError(err: unknown): boolean {
  if (!(err instanceof Error) || isPgError(err)) return false;
  const code = (err as NodeJS.ErrnoException).code;
  return (
    (typeof code === 'string' && /^E[A-Z]+$/.test(code)) ||
    /connection terminated|connection (?:is )?closed|timeout exceeded when trying to connect/i.test(err.message)
  );
}
