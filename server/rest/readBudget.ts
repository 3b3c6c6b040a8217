/**
 * A cheap per-address limit on anonymous GET/HEAD/PATCH/DELETE on /rest/v1 (READ_RATE_LIMIT_MAX per
 * READ_RATE_LIMIT_WINDOW_MS): counted in this process's memory (rate-limiter-flexible's memory
 * store, one small entry per address, dropped when its window ends), never in the database, so a
 * flood of refused reads costs neither a write nor a log line. Signed-in staff and the service key
 * are not counted; inserts have their own budget (insertBudget.ts). Over it: the same 429 and body.
 */
import type { MiddlewareHandler } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { RATE_LIMIT_STATUS, rateLimitBody } from '#contract/apiError.ts';
import type { RateLimitOptions } from '../config/options.ts';
import { ANON_ROLE, authenticate, credentials } from '../http/authContext.ts';
import { clientKey } from '../http/clientAddress.ts';
import { HttpError } from '../http/errors.ts';
import type { JwtVerifier } from '../http/jwtVerifier.ts';
import { errorResponse } from '../data/errors.ts';
import type { RestContext, RestEnv } from './pipeline.ts';

/** The request's role, or anon when its credentials are refused (the route then says why). */
async function roleOf(verifier: JwtVerifier, c: RestContext): Promise<string> {
  try {
    return (await authenticate(verifier, credentials(c))).role;
  } catch {
    return ANON_ROLE;
  }
}

export function limitAnonymousReads(
  verifier: JwtVerifier,
  { max, windowMs }: RateLimitOptions,
  trustProxy: boolean | number,
  headers: (c: RestContext) => Record<string, string>,
): MiddlewareHandler<RestEnv> {
  if (max <= 0) return (_c, next) => next();
  const limiter = new RateLimiterMemory({ keyPrefix: 'read', points: max, duration: Math.max(1, Math.ceil(windowMs / 1000)) });
  return async (c, next) => {
    if ((await roleOf(verifier, c)) !== ANON_ROLE) return next();
    try {
      await limiter.consume(clientKey(c, trustProxy));
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const retry = String(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
      return errorResponse(new HttpError(RATE_LIMIT_STATUS, rateLimitBody(), { 'Retry-After': retry }), headers(c));
    }
    await next();
  };
}
