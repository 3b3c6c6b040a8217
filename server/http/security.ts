/** Security headers for every response, including API answers, redirects and 304s. */
import type { MiddlewareHandler } from 'hono';

/**
 * Strict CSP for the built site: no inline scripts, no eval, no third-party origins.
 * style-src needs 'unsafe-inline' because styled-components injects <style> tags at runtime.
 * connect-src adds the external Supabase API origin when the front end talks to one; frame-src the
 * published Storybook's when it is elsewhere (the client review page frames its sections).
 */
export function buildCsp(connectOrigins: readonly string[] = [], frameOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ...(frameOrigins.length ? [["frame-src 'self'", ...frameOrigins].join(' ')] : []),
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The header set every response carries. `hstsMaxAge` (seconds, HSTS_MAX_AGE) adds
 * Strict-Transport-Security: only for deployments served over HTTPS, so it is off by default.
 */
export function securityHeaderValues(csp: string, hstsMaxAge = 0): Readonly<Record<string, string>> {
  return {
    ...(hstsMaxAge > 0 ? { 'Strict-Transport-Security': `max-age=${hstsMaxAge}` } : {}),
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * Adds the headers after the handler ran. Paths under `skipPrefix` build their responses with
 * the headers already in place (the API's hot path), so they are left untouched.
 */
export function securityHeaders(headers: Readonly<Record<string, string>>, skipPrefix: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.path.startsWith(skipPrefix)) return;
    for (const [name, value] of Object.entries(headers)) {
      // A stricter Referrer-Policy a route chose itself (the review page's no-referrer) stays.
      if (name === 'Referrer-Policy' && c.res.headers.get(name) === 'no-referrer') continue;
      c.res.headers.set(name, value);
    }
  };
}
