/** The whole HTTP surface: security headers, /rest/v1 (PostgREST-compatible), then the static site. */
import { Hono } from 'hono';
import type { ServerOptions } from './config/options.ts';
import { usesLocalSecret } from './config/options.ts';
import { createAuthApp } from './auth/api/app.ts';
import type { SigningKey } from './kit/keys.ts';
import { AuthLimits } from './auth/signInPolicy.ts';
import { Passwords } from './auth/passwords.ts';
import type { Database } from './db/adapter.ts';
import { createConsultationForm } from './form/consultation.ts';
import { createDemoContactForms } from './form/demoContact.ts';
import { ssrFormPage, ssrReviewPage } from './kit/ssrPage.ts';
import { createHealthApp, type Lifecycle } from './site/health.ts';
import { SharedLimit } from './db/rateLimitStore.ts';
import { JwtVerifier } from './http/jwtVerifier.ts';
import { closeUnreadBodies } from './http/linger.ts';
import { logFor } from './kit/log.ts';
import { requestLog } from './http/requestLog.ts';
import { errorResponse, routeNotFound } from './data/errors.ts';
import { createRestApp } from './rest/app.ts';
import { USER_WRITE_LIMITS } from './rest/spender.ts';
import type { SchemaCache } from './data/schema.ts';
import { buildCsp, securityHeaders, securityHeaderValues } from './http/security.ts';

import { createStaticApp } from './http/static.ts';
import { createStorybookApp, ownsPath } from './site/storybook.ts';
import { reviewCalls } from './review/calls.ts';
import { createReviewApp } from './review/app.ts';
import { signAnonKey } from './kit/keys.ts';

const REST_PREFIX = '/rest/v1';
/** Function calls (/rest/v1/rpc and the client review page) per address: 120 per 10 minutes. */
const RPC_RATE_LIMIT = { max: 120, windowMs: 600_000 };

/** Runs once, on first use; a failure is retried on the next call. */
function memo<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= make().catch((err: unknown) => {
      value = undefined;
      throw err;
    }));
}

export interface AppDeps {
  options: ServerOptions;
  db: Database;
  schema: SchemaCache;
  /** Signs user sessions (kit/keys.ts); the REST layer verifies them with it. */
  authKey: SigningKey;
  /** Draining after SIGTERM: /readyz says 503 and every answer closes its connection. */
  lifecycle?: Lifecycle;
}

export function createApp({ options, db, schema, authKey, lifecycle = { draining: false } }: AppDeps): Hono {
  const app = new Hono();
  app.use('*', requestLog(logFor('http'), options.trustProxy));
  // While draining, clients are sent elsewhere for their next request: no keep-alive reuse.
  app.use('*', async (c, next) => {
    await next();
    if (lifecycle.draining) c.res.headers.set('Connection', 'close');
  });
  const headers = securityHeaderValues(
    buildCsp(options.supabaseUrl ? [options.supabaseUrl] : [], options.storybookOrigin ? [options.storybookOrigin] : []),
    options.hstsMaxAge,
  );
  const siteHeaders = securityHeaders(headers, `${REST_PREFIX}/`);
  const storybookPath = options.storybookPath;
  app.use('*', closeUnreadBodies);
  // The published Storybook sets its own headers (a CSP that lets it run; see site/storybook.ts).
  app.use('*', (c, next) => (storybookPath && ownsPath(storybookPath, c.req.path) ? next() : siteHeaders(c, next)));
  const verifier = new JwtVerifier({ secret: options.jwtSecret, allowPrivilegedRoles: !usesLocalSecret(options), userKey: authKey });
  // One insert budget per client, whether the form posts through supabase-js or without JavaScript.
  const limiter = new SharedLimit(db, 'insert', options.rateLimit);
  // Function calls (the client review's) per address, through /rest/v1/rpc or the review page.
  const rpcLimiter = new SharedLimit(db, 'rpc', options.rateLimit.max > 0 ? RPC_RATE_LIMIT : { max: 0, windowMs: 1 });
  // Signed-in staff spend budgets of their own, never the form's (rest/spender.ts); off with the others.
  const userLimit = (limit: { max: number; windowMs: number }) => (options.rateLimit.max > 0 ? limit : { max: 0, windowMs: 1 });
  const anonAuth = memo(async () => verifier.verify(await signAnonKey(options.jwtSecret)));
  app.route(
    '/auth/v1',
    createAuthApp(
      {
        db,
        key: authKey,
        options: options.auth,
        passwords: new Passwords(options.auth.argon2, options.auth.hashing),
        limits: new AuthLimits(db, options.auth.rateLimit),
        trustProxy: options.trustProxy,
      },
      {
        corsOrigins: options.corsOrigins,
        bodyLimit: options.bodyLimit,
        responseHeaders: headers,
        isApiKey: (key) => verifier.isApiKey(key),
      },
    ),
  );
  app.route(
    REST_PREFIX,
    createRestApp({
      db,
      schema,
      verifier,
      inserts: { address: limiter, user: new SharedLimit(db, 'insert-user', userLimit(USER_WRITE_LIMITS.insert)) },
      calls: { address: rpcLimiter, user: new SharedLimit(db, 'rpc-user', userLimit(USER_WRITE_LIMITS.rpc)) },
      // API answers are per request and may carry personal data: never stored by any cache.
      options: { ...options, responseHeaders: { ...headers, 'Cache-Control': 'no-store' } },
    }),
  );
  // Other Supabase services are not provided locally; answer like the Supabase gateway does for
  // an unknown route rather than with the site's HTML 404 page.
  for (const service of ['storage', 'functions', 'realtime', 'graphql']) {
    app.all(`/${service}/v1/*`, () => errorResponse(routeNotFound()));
  }
  app.route('/', createHealthApp(db, lifecycle));
  app.route(
    '/',
    createReviewApp({
      calls: reviewCalls(db, anonAuth, options.statementTimeoutMs),
      limiter: rpcLimiter,
      renderPage: ssrReviewPage(options.ssrDir),
      options,
    }),
  );
  app.route('/', createConsultationForm({ db, schema, limiter, renderPage: ssrFormPage(options.ssrDir), options }));
  app.route('/', createDemoContactForms({ ssrDir: options.ssrDir, limiter, options }));
  if (storybookPath) app.route('/', createStorybookApp({ mountPath: storybookPath, dir: options.storybookDir, siteHeaders: headers }));
  app.route('/', createStaticApp(options.distDir));
  app.onError((err, c) => {
    logFor('http').error({ err }, 'unexpected error');
    return c.text('Internal Server Error', 500);
  });
  return app;
}
