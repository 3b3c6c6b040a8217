/**
 * CORS for /rest/v1 and /auth/v1, written out instead of hono/cors so each response is built once
 * with all of its headers (hono/cors mutates c.res, which re-creates the Response on every request).
 *
 * Auth is by header (apikey/Authorization), never by cookie, so allowing any origin exposes no
 * ambient credentials: a page elsewhere can do nothing a script holding the public anon key can't.
 */
import type { Context } from 'hono';

/** Request headers supabase-js may send (supabase-contract.md §1.3) plus PostgREST's own. */
export const CORS_ALLOW_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'range-unit',
  'x-supabase-api-version',
  'x-retry-count',
  'traceparent',
  'tracestate',
  'baggage',
].join(',');

/** Response headers scripts may read: supabase-js needs Content-Range for counts. */
export const CORS_EXPOSE_HEADERS = [
  'Content-Range',
  'Content-Location',
  'Content-Type',
  'Location',
  'Preference-Applied',
  'Range-Unit',
  'Retry-After',
  'X-Supabase-Api-Version',
].join(',');

export const CORS_ALLOW_METHODS = 'GET,HEAD,POST,PATCH,PUT,DELETE,OPTIONS';

export type AllowedOrigins = '*' | readonly string[];

function allowOrigin(origin: string | undefined, allowed: AllowedOrigins): Record<string, string> {
  if (allowed === '*') return { 'Access-Control-Allow-Origin': '*' };
  const vary = { Vary: 'Origin' }; // the answer depends on the Origin header: caches must key on it
  return origin !== undefined && allowed.includes(origin) ? { ...vary, 'Access-Control-Allow-Origin': origin } : vary;
}

/** Headers for an actual (non-preflight) response. */
export function corsHeaders(origin: string | undefined, allowed: AllowedOrigins): Record<string, string> {
  const allow = allowOrigin(origin, allowed);
  return 'Access-Control-Allow-Origin' in allow ? { ...allow, 'Access-Control-Expose-Headers': CORS_EXPOSE_HEADERS } : allow;
}

/** Headers answering a preflight (OPTIONS with Access-Control-Request-Method). */
export function preflightHeaders(origin: string | undefined, allowed: AllowedOrigins): Record<string, string> {
  const allow = allowOrigin(origin, allowed);
  if (!('Access-Control-Allow-Origin' in allow)) return allow; // not allowed: the browser blocks the call
  return {
    ...allow,
    'Access-Control-Allow-Methods': CORS_ALLOW_METHODS,
    'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS,
    'Access-Control-Max-Age': '86400',
  };
}

/** Security and CORS headers of an API answer, built once per response with its own headers. */
export function apiHeaders(c: Context, responseHeaders: Readonly<Record<string, string>>, allowed: AllowedOrigins): Record<string, string> {
  return { ...responseHeaders, ...corsHeaders(c.req.header('origin'), allowed) };
}

/** The answer to a preflight (OPTIONS): 204 with the security headers and what CORS allows. */
export function preflight(c: Context, responseHeaders: Readonly<Record<string, string>>, allowed: AllowedOrigins): Response {
  return new Response(null, { status: 204, headers: { ...responseHeaders, ...preflightHeaders(c.req.header('origin'), allowed) } });
}
