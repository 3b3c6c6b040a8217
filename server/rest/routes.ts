/**
 * The PostgREST-compatible API mounted at /rest/v1: CORS, rate limit and body limit in front of
 * the table handlers. Access control is never decided here; every statement runs as the request's
 * role and the database's grants and RLS policies answer (see rest/context.ts).
 */
import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db/adapter.ts';
import { isPgError } from '../db/adapter.ts';
import { DB_RETRY_AFTER_SECONDS, isDisconnect, reportConnectionLoss } from '../db/connection.ts';
import { declaredTooLarge } from '../body.ts';
import { readJsonBody } from './body.ts';
import { clientKey } from './clientAddress.ts';
import { runAsRequest } from './context.ts';
import { corsHeaders, preflightHeaders } from './cors.ts';
import type { AllowedOrigins } from './cors.ts';
import {
  ApiError,
  apiError,
  errorResponse,
  fromPgError,
  functionNotFound,
  invalidPath,
  JSON_CONTENT_TYPE,
  payloadTooLarge,
  tableNotFound,
  unsupportedMethod,
} from './errors.ts';
import { parseRange, rangeStatus } from './filters.ts';
import { planInsert } from './insert.ts';
import { ANON_ROLE, assertApiRole, authenticate } from './jwt.ts';
import type { AuthResult, JwtVerifier } from './jwt.ts';
import { planDelete, planSelect, planUpdate } from './query.ts';
import { RATE_LIMIT_STATUS, rateLimitBody } from './rateLimit.ts';
import type { SharedLimit } from '../limits.ts';
import { checkProfile, insertColumns, negotiate, parseOnConflict, parsePayload, parsePrefer, parseSelect } from './request.ts';
import type { Preferences, ResponseShape } from './request.ts';
import { EXPOSED_SCHEMA } from './schema.ts';
import type { SchemaCache, TableInfo } from './schema.ts';

export interface RestOptions {
  bodyLimit: number;
  /** statement_timeout of each request's transaction (rest/context.ts). */
  statementTimeoutMs: number;
  corsOrigins: AllowedOrigins;
  /** Trusted proxies in front of the server (true = 1); see clientAddress.ts. */
  trustProxy: boolean | number;
  /** Added to every response (the security headers); see security.ts. */
  responseHeaders: Readonly<Record<string, string>>;
}

export interface RestDeps {
  db: Database;
  schema: SchemaCache;
  verifier: JwtVerifier;
  limiter: SharedLimit;
  options: RestOptions;
}

type Env = { Variables: { auth: AuthResult | undefined; clientKey: string } };

export function createRestApp(deps: RestDeps): Hono<Env> {
  const { db, schema, verifier, limiter, options } = deps;
  const app = new Hono<Env>();

  /** Security + CORS headers, built once per response together with its own headers. */
  const base = (c: Context<Env>): Record<string, string> => ({
    ...options.responseHeaders,
    ...corsHeaders(c.req.header('origin'), options.corsOrigins),
  });

  app.options('*', (c) => {
    const origin = c.req.header('origin');
    const headers = { ...options.responseHeaders, ...preflightHeaders(origin, options.corsOrigins) };
    return new Response(null, { status: 204, headers });
  });

  const tooLarge = (c: Context<Env>) => errorResponse(payloadTooLarge(options.bodyLimit), base(c));
  // With a Content-Length (which Node's parser enforces) decide from the header alone, before
  // any other work. Chunked bodies have no length up front: readJsonBody counts them as they arrive.
  const limitBody: MiddlewareHandler<Env> = async (c, next) => {
    if (declaredTooLarge(c, options.bodyLimit)) return tooLarge(c);
    await next();
  };
  const body = (c: Context<Env>) => readJsonBody(c, options.bodyLimit);
  const refuse = (retryAfterSeconds: number) =>
    new ApiError(RATE_LIMIT_STATUS, rateLimitBody(), { 'Retry-After': String(retryAfterSeconds) });

  const rateLimit: MiddlewareHandler<Env> = async (c, next) => {
    if (!limiter.enabled) return next();
    const key = clientKey(c, options.trustProxy);
    c.set('clientKey', key);
    const decision = await limiter.hit(key);
    if (!decision.allowed) return errorResponse(refuse(decision.retryAfterSeconds), base(c));
    await next();
  };

  const roleExists = async (role: string) =>
    (await db.query('select 1 from pg_roles where rolname = $1', [role])).rows.length > 0;

  /** Gateway + PostgREST authentication; remembers the role for error statuses. */
  async function auth(c: Context<Env>): Promise<AuthResult> {
    const result = await authenticate(verifier, {
      apikey: c.req.header('apikey') ?? c.req.query('apikey'),
      authorization: c.req.header('authorization'),
    });
    c.set('auth', result);
    await assertApiRole(result.role, roleExists);
    return result;
  }

  function table(name: string): TableInfo {
    const t = schema.get(name);
    if (!t) throw tableNotFound(EXPOSED_SCHEMA, name);
    return t;
  }

  const info = (c: Context<Env>) => ({ method: c.req.method, path: c.req.path, statementTimeoutMs: options.statementTimeoutMs });

  app.get('/', () => {
    throw apiError(404, 'PGRST126', 'Root endpoint metadata is disabled');
  });

  app.all('/rpc/:fn', async (c) => {
    await auth(c);
    throw functionNotFound(EXPOSED_SCHEMA, c.req.param('fn'));
  });

  app.post('/:table', rateLimit, limitBody, async (c) => {
    const who = await auth(c);
    checkProfile(c.req.header('content-profile'));
    const shape = negotiate(c.req.header('accept'));
    const prefs = parsePrefer(c.req.header('prefer'));
    const query = searchParams(c);
    const columnsParam = query.get('columns');
    const payload = parsePayload(c.req.header('content-type'), await body(c), columnsParam !== null);
    // Every row counts against the limit (the request itself already counted as one).
    if (limiter.enabled && payload.rows.length > 1) {
      const decision = await limiter.hit(c.get('clientKey'), payload.rows.length - 1);
      if (!decision.allowed) throw refuse(decision.retryAfterSeconds);
    }
    const t = table(c.req.param('table'));
    const columns = insertColumns(payload, t, columnsParam);
    const select = parseSelect(query.get('select') ?? undefined, t);
    const onConflict = parseOnConflict(query.get('on_conflict') ?? undefined, t);
    const plan = planInsert({ table: t, payload, columns, prefs, shape, select, onConflict });
    const result = await runAsRequest(db, who, info(c), plan);
    const headers = writeHeaders(base(c), prefs, `*/${prefs.count ? result.rows : '*'}`);
    return respond(201, result.body, shape, headers);
  });

  app.on(['GET', 'HEAD'], '/:table', async (c) => {
    const who = await auth(c);
    checkProfile(c.req.header('accept-profile'));
    const shape = negotiate(c.req.header('accept'));
    const prefs = parsePrefer(c.req.header('prefer'));
    const query = searchParams(c);
    const t = table(c.req.param('table'));
    const select = parseSelect(query.get('select') ?? undefined, t);
    const range = parseRange(query, c.req.header('range'), c.req.method === 'GET');
    const result = await runAsRequest(db, who, info(c), planSelect({ table: t, query, select, shape, prefs }, range));
    const { status, contentRange } = rangeStatus(range.offset, result.rows, result.total);
    const headers = { ...base(c), 'Content-Range': contentRange };
    return respond(status, c.req.method === 'HEAD' ? undefined : result.body, shape, headers, true);
  });

  app.patch('/:table', limitBody, async (c) => {
    const who = await auth(c);
    checkProfile(c.req.header('content-profile'));
    const shape = negotiate(c.req.header('accept'));
    const prefs = parsePrefer(c.req.header('prefer'));
    const query = searchParams(c);
    const payload = parsePayload(c.req.header('content-type'), await body(c), false);
    const t = table(c.req.param('table'));
    const columns = insertColumns(payload, t, null);
    const select = parseSelect(query.get('select') ?? undefined, t);
    const patch = payload.rows[0] ?? {};
    const plan = planUpdate({ table: t, query, select, shape, prefs }, patch, columns);
    const result = await runAsRequest(db, who, info(c), plan);
    const headers = writeHeaders(base(c), prefs, result.rows > 0 ? `0-${result.rows - 1}/*` : '*/*');
    return result.body === undefined ? respond(204, undefined, shape, headers) : respond(200, result.body, shape, headers);
  });

  app.delete('/:table', async (c) => {
    const who = await auth(c);
    checkProfile(c.req.header('content-profile'));
    const shape = negotiate(c.req.header('accept'));
    const prefs = parsePrefer(c.req.header('prefer'));
    const query = searchParams(c);
    const t = table(c.req.param('table'));
    const select = parseSelect(query.get('select') ?? undefined, t);
    const result = await runAsRequest(db, who, info(c), planDelete({ table: t, query, select, shape, prefs }));
    const headers = writeHeaders(base(c), prefs, '*/*');
    return result.body === undefined ? respond(204, undefined, shape, headers) : respond(200, result.body, shape, headers);
  });

  app.all('/:table', (c) => {
    throw unsupportedMethod(c.req.method);
  });

  app.all('*', () => {
    throw invalidPath();
  });

  app.onError((err, c) => {
    if (err instanceof ApiError) return errorResponse(err, base(c));
    if (isDisconnect(err)) {
      reportConnectionLoss(err); // one line per incident, not per request
      const unavailable = apiError(503, 'PGRST001', 'Database client error. Retrying the connection.', {
        headers: { 'Retry-After': String(DB_RETRY_AFTER_SECONDS) },
      });
      return errorResponse(unavailable, base(c));
    }
    if (isPgError(err)) return errorResponse(fromPgError(err, c.get('auth')?.role ?? ANON_ROLE), base(c));
    console.error('[rest] unexpected error:', err);
    return errorResponse(apiError(500, 'PGRSTX00', 'Internal server error'), base(c));
  });

  return app;
}

function writeHeaders(base: Record<string, string>, prefs: Preferences, contentRange: string): Record<string, string> {
  const headers: Record<string, string> = { ...base, 'Content-Range': contentRange };
  if (prefs.applied.length) headers['Preference-Applied'] = prefs.applied.join(', ');
  return headers;
}

function respond(
  status: number,
  body: string | undefined,
  shape: ResponseShape,
  headers: Record<string, string>,
  alwaysTyped = false,
): Response {
  const typed = body !== undefined || alwaysTyped;
  const contentType = shape === 'object' ? 'application/vnd.pgrst.object+json; charset=utf-8' : JSON_CONTENT_TYPE;
  return new Response(body ?? null, {
    status,
    headers: typed ? { ...headers, 'Content-Type': contentType } : headers,
  });
}

/** Query parameters (`+` decoded as a space, as form encoding and supabase-js require). */
function searchParams(c: Context): URLSearchParams {
  const url = c.req.url;
  const q = url.indexOf('?');
  return new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
}
