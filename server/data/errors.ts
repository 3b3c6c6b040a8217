/**
 * PostgREST-compatible error responses: the kit's envelope (http/errors.ts) sent as the body
 * {code, details, hint, message}, with the HTTP status from PostgREST's own table (pgErrors.ts for
 * database errors). The browser's view of the body is contract/apiError.ts.
 */
import { httpError, KIT_CODES } from '../http/errors.ts';
import type { ErrorBody, HttpError } from '../http/errors.ts';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The kit's refusals of a body's format are PostgREST's PGRST102; its other codes are sent as they are. */
const INVALID_BODY: ReadonlySet<string> = new Set([KIT_CODES.contentType, KIT_CODES.invalidUtf8, KIT_CODES.jsonTooDeep]);

function postgrestBody(err: HttpError): ErrorBody {
  return INVALID_BODY.has(err.code) ? { ...err.body, code: 'PGRST102' } : err.body;
}

export function errorResponse(err: HttpError, baseHeaders: Readonly<Record<string, string>> = {}): Response {
  const body = postgrestBody(err);
  return new Response(JSON.stringify(body), {
    status: err.status,
    headers: {
      ...baseHeaders,
      'Content-Type': JSON_CONTENT_TYPE,
      // PostgREST names the error in this header too (RFC 9209).
      'Proxy-Status': `PostgREST; error=${body.code}`,
      // Every 503 (database gone, too many connections...) says when to try again.
      ...(err.status === 503 ? { 'Retry-After': '1' } : {}),
      ...err.headers,
    },
  });
}

// ---- Errors PostgREST raises itself (PostgREST src/PostgREST/Error.hs) ----

export const invalidBody = (message: string) => httpError(400, 'PGRST102', message);

export const queryParamError = (message: string, details: string) => httpError(400, 'PGRST100', message, { details });

export const columnNotFound = (table: string, column: string) =>
  httpError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

export const tableNotFound = (schema: string, table: string) =>
  httpError(404, 'PGRST205', `Could not find the table '${schema}.${table}' in the schema cache`);

export const functionNotFound = (schema: string, fn: string) =>
  httpError(404, 'PGRST202', `Could not find the function ${schema}.${fn} without parameters in the schema cache`);

export const invalidPath = () => httpError(404, 'PGRST125', 'Invalid path specified in request URL');

export const rootDisabled = () => httpError(404, 'PGRST126', 'Root endpoint metadata is disabled');

export const unacceptableSchema = (schema: string) =>
  httpError(406, 'PGRST106', `Invalid schema: ${schema}`, { hint: 'Only the following schemas are exposed: public' });

export const mediaTypeError = (types: string) => httpError(406, 'PGRST107', `None of these media types are available: ${types}`);

export const singularityError = (rows: number) =>
  httpError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', {
    details: `The result contains ${rows} rows`,
  });

export const unsupportedMethod = (method: string) => httpError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);

/** 42703 as PostgreSQL words it, for select/filter/order columns checked against the schema cache. */
export const undefinedColumn = (table: string, column: string) => httpError(400, '42703', `column ${table}.${column} does not exist`);

export const databaseUnavailable = (retryAfterSeconds: number) =>
  httpError(503, 'PGRST001', 'Database client error. Retrying the connection.', {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });

export const internalError = () => httpError(500, 'PGRSTX00', 'Internal server error');

/** The Supabase gateway's answer for a route it does not know (storage, functions... are not provided). */
export const routeNotFound = () => httpError(404, 'not_found', 'no Route matched with those values');
