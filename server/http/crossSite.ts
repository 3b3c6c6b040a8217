/**
 * /auth/v1 is for the studio's own pages (same origin) and for clients that are not browsers.
 * A page on another site must not be able to make the staff member's own browser send sign-ins
 * (each wrong one counts against the account from the staff member's own address), so:
 *
 * - CORS: only origins an operator lists in CORS_ORIGINS get CORS headers on /auth/v1; the
 *   default `*` (meant for /rest/v1's public anon key) lists none;
 * - a request that changes something (any method but GET/HEAD/OPTIONS) whose browser says it comes
 *   from another site (`Sec-Fetch-Site: cross-site` or `same-site`), or whose `Origin` is neither
 *   this server's own (its host is the Host header) nor a listed one, is refused with 403 before
 *   anything else runs: no body read, no counter touched.
 *
 * Requests without Origin and Sec-Fetch-Site (curl, server-side supabase-js) are not browsers'
 * and pass; their limits are their own address's.
 */
import type { Context } from 'hono';
import type { AllowedOrigins } from './cors.ts';
import { httpError } from './errors.ts';

export const CROSS_SITE_CODE = 'cross_site_request_refused';

export const crossSiteRefused = () =>
  httpError(403, CROSS_SITE_CODE, "Requests from another site's pages are not accepted here", {
    hint: "Call this API from the site's own pages, or list the calling origin in CORS_ORIGINS",
  });

/** The origins /auth/v1 answers CORS for: only those listed (`*` lists none). */
export const listedOrigins = (allowed: AllowedOrigins): readonly string[] => (allowed === '*' ? [] : allowed);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined; // "null" (sandboxed frames, file: pages) or garbage
  }
}

/** True when a browser sent this state-changing request from a page that is not ours or listed. */
export function isCrossSite(c: Context, listed: readonly string[]): boolean {
  if (SAFE_METHODS.has(c.req.method)) return false;
  const origin = c.req.header('origin');
  if (origin !== undefined && listed.includes(origin)) return false;
  const site = c.req.header('sec-fetch-site')?.toLowerCase();
  if (site === 'cross-site' || site === 'same-site') return true;
  if (origin === undefined) return false;
  const host = c.req.header('host')?.toLowerCase();
  return host === undefined || hostOf(origin) !== host;
}
