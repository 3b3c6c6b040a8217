/**
 * The gateway in front of every /auth/v1 endpoint, as Supabase's API gateway sits in front of
 * GoTrue, and the only place an auth request body is read. In order, before any endpoint, rate-limit
 * counter or password check runs:
 *
 * 1. a declared Content-Length over the limit is 413;
 * 2. the `apikey` header must be one of the configured keys (a key in the query string is not
 *    accepted: a foreign page can put it in a URL, but cannot send the header without a CORS
 *    preflight that names it);
 * 3. a body must be `application/json` (UTF-8): text/plain, form and multipart bodies are CORS
 *    "simple requests" that skip the preflight;
 * 4. the body is read bounded while it arrives (chunked or not: 413 at the limit, nothing buffered
 *    past it), decoded as strict UTF-8, and kept for readJson (body.ts).
 *
 * The body checks are the HTTP kit's (http/body.ts, http/json.ts); their refusals reach the client
 * in GoTrue's words (fromHttpError in errors.ts). A client that goes away mid-body is a client
 * abort: 400 client_closed, never a 500, and, like every client error, not logged.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { declaredTooLarge, hasBody, payloadTooLarge, readText } from '../../http/body.ts';
import { checkJsonContentType } from '../../http/json.ts';
import { invalidApiKey, noApiKey } from '../errors.ts';
import { keepBody } from './body.ts';

export interface GatewayOptions {
  bodyLimit: number;
  /** True when `key` is the configured anon or service_role key. */
  isApiKey: (key: string) => Promise<boolean>;
}

/** Paths a browser navigates to (no `apikey` possible); the CLI's gateway leaves them open too. */
const OPEN_PATHS = new Set(['/authorize', '/callback', '/verify', '/.well-known/jwks.json']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function checkApiKey(c: Context, opts: GatewayOptions): Promise<void> {
  if (OPEN_PATHS.has(c.req.path.replace(/^\/auth\/v1/, '').replace(/\/$/, ''))) return;
  const key = c.req.header('apikey')?.trim();
  if (!key) {
    if (c.req.query('apikey') !== undefined) {
      throw noApiKey('An API key in the URL is not accepted: send it in the apikey header');
    }
    throw noApiKey();
  }
  if (!(await opts.isApiKey(key))) throw invalidApiKey();
}

async function readBody(c: Context, limit: number): Promise<string> {
  if (!BODY_METHODS.has(c.req.method) || !hasBody(c)) return '';
  checkJsonContentType(c.req.header('content-type'));
  return readText(c, limit);
}

export function authGateway(opts: GatewayOptions): MiddlewareHandler {
  return async (c, next) => {
    if (declaredTooLarge(c, opts.bodyLimit)) throw payloadTooLarge(opts.bodyLimit);
    await checkApiKey(c, opts);
    keepBody(c, await readBody(c, opts.bodyLimit));
    await next();
  };
}
