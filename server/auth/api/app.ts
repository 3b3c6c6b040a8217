/**
 * The GoTrue-compatible API mounted at /auth/v1. The gateway part (CORS, then gateway.ts: body
 * limit, `apikey` header, JSON-only bodies read bounded) runs first, as Supabase's API gateway does; then one module
 * per endpoint family. Tokens, passwords and secrets never reach a log line.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { apiHeaders, preflight } from '../../http/cors.ts';
import type { AllowedOrigins } from '../../http/cors.ts';
import { HttpError } from '../../http/errors.ts';
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

  const base = (c: Context): Record<string, string> => ({ ...apiHeaders(c, opts.responseHeaders, opts.corsOrigins), 'Cache-Control': 'no-store' });

  app.options('*', (c) => preflight(c, opts.responseHeaders, opts.corsOrigins));

  app.use('*', async (c, next) => {
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
      const { status, headers, body } = authErrorBody(err, c.req.header('x-supabase-api-version'));
      return new Response(JSON.stringify(body), {
        status,
        headers: { ...base(c), ...headers, 'Content-Type': 'application/json' },
      });
    }
    // Name and SQLSTATE only: messages and details may quote request data.
    const code = (err as { code?: unknown }).code;
    console.error(`[auth] unexpected error on ${c.req.method} ${c.req.path}: ${err.name}${typeof code === 'string' ? ` ${code}` : ''}`);
    const { status, headers, body } = authErrorBody(
      new AuthError(500, 'unexpected_failure', 'Internal Server Error'),
      c.req.header('x-supabase-api-version'),
    );
    return new Response(JSON.stringify(body), { status, headers: { ...base(c), ...headers, 'Content-Type': 'application/json' } });
  });

  return app;
}
