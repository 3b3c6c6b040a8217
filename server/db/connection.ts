/**
 * Living with a PostgreSQL that goes away: which errors mean "the connection is gone", one log
 * line per incident instead of one per request, and the wait for the database at start.
 */
import { logFor } from '../kit/log.ts';
import type pg from 'pg';
import { isConnectionError, isPgError } from './adapter.ts';

const log = logFor('db');

/** A new connection that takes longer than this fails the request with 503. */
export const CONNECT_TIMEOUT_MS = 3000;
/** Seconds a client should wait before retrying after a 503 caused by the database. */
export const DB_RETRY_AFTER_SECONDS = 1;
/**
 * Longest a request may hold a pooled connection, the wait for it included: past it the connection
 * is destroyed, its statements fail at once and the request gets 503 (a hung database, postgres
 * SIGSTOPped, a full disk blocking commits), so every answer comes within about 5 s.
 */
export const QUERY_DEADLINE_MS = 4500;
/**
 * Every statement of an API request is cancelled after this long (57014, a 500 as in PostgREST), so
 * no request can hold a connection and a core for long (API_STATEMENT_TIMEOUT_MS; data/asRole.ts
 * sets it per transaction). Under QUERY_DEADLINE_MS, which answers 503 when the database does not
 * answer at all.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 4000;

/** A connection destroyed at its deadline (isDisconnect: the request gets 503). */
export class DeadlineError extends Error {
  override name = 'DeadlineError';
  constructor(ms: number) {
    super(`PostgreSQL did not answer within ${ms} ms; the connection was closed (a hung or overloaded database)`);
  }
}

/**
 * True when the database connection failed rather than the statement: not reachable, closed, or
 * ended by the server (57P01 admin shutdown/terminate, 57P02 crash, 57P03 starting up, class 08).
 */
export function isDisconnect(err: unknown): boolean {
  if (isPgError(err)) return /^(57P0[123]|08...)$/.test(err.code);
  if (isConnectionError(err) || err instanceof DeadlineError) return true;
  return err instanceof Error && /not queryable|Connection terminated|Query read timeout/i.test(err.message);
}

function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const code = (err as { code?: unknown }).code;
  const message = err.message || (err instanceof AggregateError ? String(err.errors[0] ?? '') : '');
  return typeof code === 'string' && !message.includes(code) ? `${code} ${message}` : message;
}

const LOG_EVERY_MS = 5000;
let lastLog = 0;
let suppressed = 0;

/** Logs a lost or refused connection: at most one line per 5 s, with how many were folded in. */
export function reportConnectionLoss(err: unknown, now = Date.now()): void {
  if (now - lastLog < LOG_EVERY_MS) {
    suppressed++;
    return;
  }
  const more = suppressed ? ` (${suppressed} more since the last report)` : '';
  suppressed = 0;
  lastLog = now;
  log.error(`PostgreSQL connection lost: ${describe(err)}${more}. Requests get 503 until it answers again.`);
}

/** host:port/database of a connection string, without user or password, for log lines. */
export function describeTarget(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    const host = url.searchParams.get('host') ?? url.hostname;
    return `${host}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * At start, waits until PostgreSQL answers: a database that is down or still starting is retried
 * (1 s, growing to 5 s between attempts) with a log line when the wait begins and every 30 s;
 * anything else (wrong password, missing database) is thrown at once.
 */
export async function waitForDatabase(pool: pg.Pool, connectionString: string): Promise<void> {
  const started = Date.now();
  let delay = 1000;
  let nextLog = 0;
  for (;;) {
    try {
      await pool.query('select 1');
      if (nextLog !== 0)
        log.info(`PostgreSQL at ${describeTarget(connectionString)} answered after ${Math.round((Date.now() - started) / 1000)} s`);
      return;
    } catch (err) {
      if (!isDisconnect(err)) throw err;
      const waited = Date.now() - started;
      if (waited >= nextLog) {
        log.error(
          `[db] waiting for PostgreSQL at ${describeTarget(connectionString)}: ${describe(err)}. ` +
            `Retrying until it answers (${Math.round(waited / 1000)} s so far).`,
        );
        nextLog = waited + 30_000;
      }
      await sleep(delay);
      delay = Math.min(delay * 2, 5000);
    }
  }
}
