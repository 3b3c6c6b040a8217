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
 * A client that goes away mid-body is a client abort: 400 client_closed, never a 500, and, like
 * every client error, not logged.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { BodyTooLargeError, declaredTooLarge, hasBody, readBodyBytes } from '../body.ts';
import { checkJsonContentType, decodeUtf8 } from '../rest/body.ts';
import { ApiError } from '../rest/errors.ts';
import { keepBody } from './body.ts';
import { AuthError, badJson, invalidApiKey, noApiKey, payloadTooLarge, unsupportedContentType } from './errors.ts';

export interface GatewayOptions {
  bodyLimit: number;
  /** True when `key` is the configured anon or service_role key. */
  isApiKey: (key: string) => Promise<boolean>;
}

/** Paths a browser navigates to (no `apikey` possible); the CLI's gateway leaves them open too. */
const OPEN_PATHS = new Set(['/authorize', '/callback', '/verify', '/.well-known/jwks.json']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const clientClosed = () =>
  new AuthError(400, 'client_closed', 'The client closed the connection before the request body arrived');

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
  try {
    checkJsonContentType(c.req.header('content-type'));
  } catch (err) {
    if (err instanceof ApiError) throw unsupportedContentType(err.body.message);
    throw err;
  }
  let bytes: Uint8Array;
  try {
    bytes = await readBodyBytes(c, limit);
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw payloadTooLarge(limit);
    throw clientClosed();
  }
  try {
    return decodeUtf8(bytes);
  } catch {
    throw badJson('request body is not valid UTF-8');
  }
}

export function authGateway(opts: GatewayOptions): MiddlewareHandler {
  return async (c, next) => {
    if (declaredTooLarge(c, opts.bodyLimit)) throw payloadTooLarge(opts.bodyLimit);
    await checkApiKey(c, opts);
    keepBody(c, await readBody(c, opts.bodyLimit));
    await next();
  };
}
