/**
 * The PostgREST-compatible API mounted at /rest/v1: CORS, the insert budget and the body limit in
 * front of the table routes (routes.ts), each built on the one request pipeline (pipeline.ts).
 * Access control is never decided here; every statement runs as the request's role and the
 * database's grants and RLS policies answer (see data/asRole.ts).
 */
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/adapter.ts';
import { isPgError } from '../db/adapter.ts';
import { DB_RETRY_AFTER_SECONDS, isDisconnect, reportConnectionLoss } from '../db/connection.ts';
import { ANON_ROLE } from '../http/authContext.ts';
import { declaredTooLarge, payloadTooLarge } from '../http/body.ts';
import { apiHeaders, preflight } from '../http/cors.ts';
import type { AllowedOrigins } from '../http/cors.ts';
import { HttpError } from '../http/errors.ts';
import type { JwtVerifier } from '../http/jwtVerifier.ts';
import type { RateLimitOptions } from '../config/options.ts';
import {
  databaseUnavailable,
  errorResponse,
  functionNotFound,
  internalError,
  invalidPath,
  rootDisabled,
  unsupportedMethod,
} from '../data/errors.ts';
import { countRequest, insertBudget } from './insertBudget.ts';
import type { Budgets } from './insertBudget.ts';
import { limitAnonymousReads } from './readBudget.ts';
import { fromPgError } from '../data/pgErrors.ts';
import { requestPipeline } from './pipeline.ts';
import { rpcRoute } from './rpcRoute.ts';
import type { RestContext, RestEnv } from './pipeline.ts';
import { deleteRoute, insertRoute, readRoute, updateRoute } from './routes.ts';
import { EXPOSED_SCHEMA } from '../data/schema.ts';
import type { SchemaCache } from '../data/schema.ts';

export interface RestOptions {
  bodyLimit: number;
  /** statement_timeout of each request's transaction (data/asRole.ts). */
  statementTimeoutMs: number;
  corsOrigins: AllowedOrigins;
  /** Trusted proxies in front of the server (true = 1); see http/clientAddress.ts. */
  trustProxy: boolean | number;
  /** Anonymous GET/HEAD/PATCH/DELETE per address per window, in memory (readBudget.ts); max 0 = off. */
  readRateLimit: RateLimitOptions;
  /** Added to every response (the security headers); see http/security.ts. */
  responseHeaders: Readonly<Record<string, string>>;
}

export interface RestDeps {
  db: Database;
  schema: SchemaCache;
  verifier: JwtVerifier;
  /** Rows inserted: per address (anonymous) and per signed-in user (rest/spender.ts). */
  inserts: Budgets;
  /** Function calls (/rpc): per address (anonymous) and per signed-in user. */
  calls: Budgets;
  options: RestOptions;
}

export function createRestApp({ db, schema, verifier, inserts, calls, options }: RestDeps): Hono<RestEnv> {
  const app = new Hono<RestEnv>();
  const headers = (c: RestContext) => apiHeaders(c, options.responseHeaders, options.corsOrigins);
  const { authenticateRequest, tableRoute } = requestPipeline({ db, schema, verifier, headers, ...options });

  app.options('*', (c) => preflight(c, options.responseHeaders, options.corsOrigins));

  // With a Content-Length (which Node's parser enforces) decide from the header alone, before
  // any other work. Chunked bodies have no length up front: the kit's reader counts them as they arrive.
  const limitBody: MiddlewareHandler<RestEnv> = async (c, next) => {
    if (declaredTooLarge(c, options.bodyLimit)) return errorResponse(payloadTooLarge(options.bodyLimit), headers(c));
    await next();
  };

  app.get('/', () => {
    throw rootDisabled();
  });
  app.post(
    '/rpc/:fn',
    countRequest(calls, verifier, options.trustProxy, headers),
    limitBody,
    rpcRoute({ db, authenticateRequest, headers, ...options }),
  );
  app.all('/rpc/:fn', async (c) => {
    await authenticateRequest(c);
    throw functionNotFound(EXPOSED_SCHEMA, c.req.param('fn'));
  });
  const budget = insertBudget(inserts, options.trustProxy);
  app.post('/:table', budget.track, limitBody, tableRoute(insertRoute(budget)));
  const reads = limitAnonymousReads(verifier, options.readRateLimit, options.trustProxy, headers);
  app.on(['GET', 'HEAD'], '/:table', reads, tableRoute(readRoute));
  app.patch('/:table', reads, limitBody, tableRoute(updateRoute));
  app.delete('/:table', reads, tableRoute(deleteRoute));
  app.all('/:table', (c) => {
    throw unsupportedMethod(c.req.method);
  });
  app.all('*', () => {
    throw invalidPath();
  });

  app.onError((err, c) => {
    if (err instanceof HttpError) return errorResponse(err, headers(c));
    if (isDisconnect(err)) {
      reportConnectionLoss(err); // one line per incident, not per request
      return errorResponse(databaseUnavailable(DB_RETRY_AFTER_SECONDS), headers(c));
    }
    if (isPgError(err)) {
      // Out of disk, memory or connections (class 53): the operator needs PostgreSQL's words, which
      // name a file or a limit, never a request's values (a full disk cannot always be logged by PostgreSQL itself).
      if (err.code.startsWith('53')) c.set('logReason', err.message.slice(0, 200));
      return errorResponse(fromPgError(err, c.get('auth')?.role ?? ANON_ROLE), headers(c));
    }
    console.error('[rest] unexpected error:', err);
    return errorResponse(internalError(), headers(c));
  });

  return app;
}
