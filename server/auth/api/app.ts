/**
 * The GoTrue-compatible API mounted at /auth/v1. The gateway part (CORS, then gateway.ts: body
 * limit, `apikey` header, JSON-only bodies read bounded) runs first, as Supabase's API gateway does; then one module
 * per endpoint family. Tokens, passwords and secrets never reach a log line.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { apiHeaders, preflight } from '../../http/cors.ts';
import type { AllowedOrigins } from '../../http/cors.ts';
import { DB_RETRY_AFTER_SECONDS, isDisconnect, reportConnectionLoss } from '../../db/connection.ts';
import { crossSiteRefused, isCrossSite, listedOrigins } from '../../http/crossSite.ts';
import { HttpError } from '../../http/errors.ts';
import { loggedPath } from '../../http/requestLog.ts';
import { registerAuthorize } from './authorize.ts';
import { AuthError, authErrorBody, fromHttpError, OAuthError, routeNotFound } from '../errors.ts';
import { registerFactors } from './factors.ts';
import { DeviceCookies } from '../device.ts';
import { authGateway } from './gateway.ts';
import type { AuthDeps } from './request.ts';
import { registerLogout } from './logout.ts';
import { registerSettings } from './settings.ts';
import { registerSignup } from './signup.ts';
import { registerToken } from './token.ts';
import { registerUser } from './user.ts';

export interface AuthAppOptions {
  /** CORS_ORIGINS: only listed origins get CORS on /auth/v1 (`*` lists none; see http/crossSite.ts). */
  corsOrigins: AllowedOrigins;
  bodyLimit: number;
  /** Added to every response (the security headers). */
  responseHeaders: Readonly<Record<string, string>>;
  /** True when `key` is the configured anon or service_role key. */
  isApiKey: (key: string) => Promise<boolean>;
}

export function createAuthApp(given: Omit<AuthDeps, 'devices'> & Partial<AuthDeps>, opts: AuthAppOptions): Hono {
  const deps: AuthDeps = { ...given, devices: given.devices ?? DeviceCookies.fromSigningKey(given.key) };
  const app = new Hono();
  const gateway = authGateway({ bodyLimit: opts.bodyLimit, isApiKey: opts.isApiKey });

  const origins = listedOrigins(opts.corsOrigins);
  const base = (c: Context): Record<string, string> => ({ ...apiHeaders(c, opts.responseHeaders, origins), 'Cache-Control': 'no-store' });

  app.options('*', (c) => preflight(c, opts.responseHeaders, origins));

  app.use('*', async (c, next) => {
    // Another site's page in the staff member's browser: refused before the body, the key or any counter.
    if (isCrossSite(c, origins)) throw crossSiteRefused();
    await gateway(c, next);
    for (const [name, value] of Object.entries(base(c))) c.res.headers.set(name, value);
  });

  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [deps.key.publicJwk] }));
  registerSettings(app, deps);
  registerSignup(app, deps);
  registerToken(app, deps);
  registerLogout(app, deps);
  registerUser(app, deps);
  registerFactors(app, deps);
  registerAuthorize(app);

  app.all('*', () => {
    throw routeNotFound();
  });

  app.onError((caught, c) => {
    const err = caught instanceof HttpError ? fromHttpError(caught) : caught;
    if (err instanceof AuthError || err instanceof OAuthError) {
      if (err instanceof AuthError && err.reason) c.set('logReason', err.reason);
      const { status, headers, body } = authErrorBody(err, c.req.header('x-supabase-api-version'));
      return new Response(JSON.stringify(body), {
        status,
        headers: { ...base(c), ...headers, 'Content-Type': 'application/json' },
      });
    }
    if (isDisconnect(err)) {
      // The database is down, restarting or hung (past the connection deadline): one log line per incident.
      reportConnectionLoss(err);
      const message = 'The database is not available right now. Please try again in a moment.';
      const retry = { 'Retry-After': String(DB_RETRY_AFTER_SECONDS) };
      const unavailable = new AuthError(503, 'database_unavailable', message, { headers: retry });
      const { status, headers, body } = authErrorBody(unavailable, c.req.header('x-supabase-api-version'));
      return new Response(JSON.stringify(body), { status, headers: { ...base(c), ...headers, 'Content-Type': 'application/json' } });
    }
    // Name and SQLSTATE only: messages and details may quote request data.
    const code = (err as { code?: unknown }).code;
    console.error(
      `[auth] unexpected error on ${c.req.method} ${loggedPath(c.req.path)}: ${err.name}${typeof code === 'string' ? ` ${code}` : ''}`,
    );
    const { status, headers, body } = authErrorBody(
      new AuthError(500, 'unexpected_failure', 'Internal Server Error'),
      c.req.header('x-supabase-api-version'),
    );
    return new Response(JSON.stringify(body), { status, headers: { ...base(c), ...headers, 'Content-Type': 'application/json' } });
  });

  return app;
}
