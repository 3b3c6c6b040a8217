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
import { ANON_ROLE, assertApiRole, authenticate, credentials } from '../http/authContext.ts';
import type { AuthContext } from '../http/authContext.ts';
import { declaredTooLarge, payloadTooLarge } from '../http/body.ts';
import { clientKey } from '../http/clientAddress.ts';
import { apiHeaders, preflight } from '../http/cors.ts';
import type { AllowedOrigins } from '../http/cors.ts';
import { HttpError } from '../http/errors.ts';
import { readJsonText } from '../http/json.ts';
import type { JwtVerifier } from '../http/jwtVerifier.ts';
import { runAsRequest } from './context.ts';
import {
  databaseUnavailable,
  errorResponse,
  functionNotFound,
  internalError,
  invalidPath,
  JSON_CONTENT_TYPE,
  rootDisabled,
  tableNotFound,
  unsupportedMethod,
} from './errors.ts';
import { parseRange, rangeStatus } from './filters.ts';
import { planInsert } from './insert.ts';
import { fromPgError } from './pgErrors.ts';
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

type Env = { Variables: { auth: AuthContext | undefined; clientKey: string } };

export function createRestApp(deps: RestDeps): Hono<Env> {
  const { db, schema, verifier, limiter, options } = deps;
  const app = new Hono<Env>();

  /** Security + CORS headers, built once per response together with its own headers. */
  const base = (c: Context<Env>) => apiHeaders(c, options.responseHeaders, options.corsOrigins);

  app.options('*', (c) => preflight(c, options.responseHeaders, options.corsOrigins));

  const tooLarge = (c: Context<Env>) => errorResponse(payloadTooLarge(options.bodyLimit), base(c));
  // With a Content-Length (which Node's parser enforces) decide from the header alone, before
  // any other work. Chunked bodies have no length up front: readJsonBody counts them as they arrive.
  const limitBody: MiddlewareHandler<Env> = async (c, next) => {
    if (declaredTooLarge(c, options.bodyLimit)) return tooLarge(c);
    await next();
  };
  const body = (c: Context<Env>) => readJsonText(c, options.bodyLimit);
  const refuse = (retryAfterSeconds: number) =>
    new HttpError(RATE_LIMIT_STATUS, rateLimitBody(), { 'Retry-After': String(retryAfterSeconds) });

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
  async function auth(c: Context<Env>): Promise<AuthContext> {
    const result = await authenticate(verifier, credentials(c));
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
    throw rootDisabled();
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
    if (err instanceof HttpError) return errorResponse(err, base(c));
    if (isDisconnect(err)) {
      reportConnectionLoss(err); // one line per incident, not per request
      return errorResponse(databaseUnavailable(DB_RETRY_AFTER_SECONDS), base(c));
    }
    if (isPgError(err)) return errorResponse(fromPgError(err, c.get('auth')?.role ?? ANON_ROLE), base(c));
    console.error('[rest] unexpected error:', err);
    return errorResponse(internalError(), base(c));
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
