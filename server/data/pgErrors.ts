/**
 * Errors raised by PostgreSQL, answered as PostgREST does: the SQLSTATE picks the HTTP status, the
 * code, message, detail and hint go into the body unchanged.
 */
import { httpError } from '../http/errors.ts';
import type { HttpError } from '../http/errors.ts';

export interface PgErrorLike {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

/**
 * HTTP status for a SQLSTATE, ported from PostgREST's mapSQLtoHTTP
 * (src/PostgREST/Error.hs; src/PostgREST/Error/PgError/ResultError.hs in newer trees).
 *
 * 42501 (insufficient privilege): `if authed then 403 else 401`, where App.hs computes
 * authed = `Just authRole /= configDbAnonRole`. So it is 401 exactly when the request runs as the
 * anon role (the anon key, or no token) and 403 for any other role. Older PostgREST (App.hs with
 * `authed = containsRole eClaims`) decided by "the JWT has a role claim", which would make the anon
 * key (it has role: anon) a 403; current source no longer does that, and this port follows it.
 */
export function pgStatus(code: string, message: string, authed: boolean): number {
  const c2 = code.slice(0, 2);
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '22023':
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
    case '53400':
      return 500;
    case '57P01':
      return 503;
    case 'P0001':
      return 400;
    case '42883':
      return message.startsWith('function xmlagg(') ? 406 : 404;
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '42501':
      return authed ? 403 : 401;
  }
  switch (c2) {
    case '08':
      return 503;
    case '09':
      return 500;
    case '0L':
    case '0P':
      return 403;
    case '25':
      return 500;
    case '28':
      return 403;
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
      return 500;
    case '53':
      return 503;
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
    case 'PT': {
      const n = Number(code.slice(2));
      return Number.isInteger(n) && n >= 100 && n <= 599 ? n : 500;
    }
  }
  return 400;
}

/** Turns a database error into the PostgREST response for a request made as `role`. */
export function fromPgError(err: PgErrorLike, role: string, anonRole = 'anon'): HttpError {
  const status = pgStatus(err.code, err.message, role !== anonRole);
  return httpError(status, err.code, err.message, {
    details: err.detail || null,
    hint: err.hint || null,
    // PostgREST adds the bare challenge to every 401 that comes from the database.
    headers: status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {},
  });
}
