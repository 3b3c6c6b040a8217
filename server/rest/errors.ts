/**
 * PostgREST-compatible error responses: the body is {code, details, hint, message}
 * (contract/apiError.ts), and the HTTP status follows PostgREST's own table.
 */
import type { PostgrestErrorBody } from '#contract/apiError.ts';

export type { PostgrestErrorBody };

export class ApiError extends Error {
  readonly status: number;
  readonly body: PostgrestErrorBody;
  readonly headers: Record<string, string>;
  constructor(status: number, body: PostgrestErrorBody, headers: Record<string, string> = {}) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export function apiError(
  status: number,
  code: string,
  message: string,
  extra: { details?: string | null; hint?: string | null; headers?: Record<string, string> } = {},
): ApiError {
  return new ApiError(status, { code, details: extra.details ?? null, hint: extra.hint ?? null, message }, extra.headers);
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function errorResponse(err: ApiError, baseHeaders: Readonly<Record<string, string>> = {}): Response {
  return new Response(JSON.stringify(err.body), {
    status: err.status,
    headers: {
      ...baseHeaders,
      'Content-Type': JSON_CONTENT_TYPE,
      // PostgREST names the error in this header too (RFC 9209).
      'Proxy-Status': `PostgREST; error=${err.body.code}`,
      // Every 503 (database gone, too many connections...) says when to try again.
      ...(err.status === 503 ? { 'Retry-After': '1' } : {}),
      ...err.headers,
    },
  });
}

// ---- Errors PostgREST raises itself (PostgREST src/PostgREST/Error.hs) ----

export const invalidBody = (message: string) => apiError(400, 'PGRST102', message);

export const queryParamError = (message: string, details: string) => apiError(400, 'PGRST100', message, { details });

export const columnNotFound = (table: string, column: string) =>
  apiError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

export const tableNotFound = (schema: string, table: string) =>
  apiError(404, 'PGRST205', `Could not find the table '${schema}.${table}' in the schema cache`);

export const functionNotFound = (schema: string, fn: string) =>
  apiError(404, 'PGRST202', `Could not find the function ${schema}.${fn} without parameters in the schema cache`);

export const invalidPath = () => apiError(404, 'PGRST125', 'Invalid path specified in request URL');

export const unacceptableSchema = (schema: string) =>
  apiError(406, 'PGRST106', `Invalid schema: ${schema}`, { hint: 'Only the following schemas are exposed: public' });

export const mediaTypeError = (types: string) =>
  apiError(406, 'PGRST107', `None of these media types are available: ${types}`);

export const singularityError = (rows: number) =>
  apiError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', {
    details: `The result contains ${rows} rows`,
  });

export const unsupportedMethod = (method: string) => apiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);

/** 42703 as PostgreSQL words it, for select/filter/order columns checked against the schema cache. */
export const undefinedColumn = (table: string, column: string) =>
  apiError(400, '42703', `column ${table}.${column} does not exist`);

// JWT errors (PGRST301 decode, PGRST303 claims): 401 plus an RFC 6750 challenge.
function jwtError(code: 'PGRST301' | 'PGRST303', message: string): ApiError {
  return apiError(401, code, message, {
    headers: { 'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}` },
  });
}
export const jwtDecodeError = (message: string) => jwtError('PGRST301', message);
export const jwtClaimsError = (message: string) => jwtError('PGRST303', message);

// ---- Gateway-level errors (hosted Supabase answers these before PostgREST sees the request) ----

export const noApiKey = () =>
  apiError(401, 'no_api_key', 'No API key found in request', {
    hint: 'No `apikey` request header or url param was found.',
    headers: { 'WWW-Authenticate': 'Bearer' },
  });

export const invalidApiKey = () =>
  apiError(401, 'invalid_api_key', 'Invalid API key', {
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
    headers: { 'WWW-Authenticate': 'Bearer' },
  });

export const payloadTooLarge = (limit: number) =>
  apiError(413, 'payload_too_large', `Request body is larger than the ${limit}-byte limit`);

export const routeNotFound = () => apiError(404, 'not_found', 'no Route matched with those values');

// ---- Errors raised by PostgreSQL ----

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
export function fromPgError(err: PgErrorLike, role: string, anonRole = 'anon'): ApiError {
  const status = pgStatus(err.code, err.message, role !== anonRole);
  return apiError(status, err.code, err.message, {
    details: err.detail || null,
    hint: err.hint || null,
    // PostgREST adds the bare challenge to every 401 that comes from the database.
    headers: status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {},
  });
}
