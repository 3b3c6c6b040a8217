/**
 * The insert budget of /rest/v1 (the budget itself is counted in PostgreSQL: ../limits.ts): every
 * POST counts, valid or not, before anything else is read, and every row of a bulk insert counts
 * too; over it, 429 with Retry-After and the contract's body, shared with the front end and the
 * mocks (contract/apiError.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { RATE_LIMIT_STATUS, rateLimitBody } from '#contract/apiError.ts';
import { clientKey } from '../http/clientAddress.ts';
import { HttpError } from '../http/errors.ts';
import type { SharedLimit } from '../db/rateLimitStore.ts';
import { errorResponse } from '../data/errors.ts';
import type { RestContext, RestEnv } from './pipeline.ts';

export { RATE_LIMIT_CODE, RATE_LIMIT_MESSAGE, RATE_LIMIT_STATUS, rateLimitBody } from '#contract/apiError.ts';

const refuse = (retryAfterSeconds: number) =>
  new HttpError(RATE_LIMIT_STATUS, rateLimitBody(), { 'Retry-After': String(retryAfterSeconds) });

/** Middleware: the request counts as one against its client's budget. */
export function countRequest(
  limiter: SharedLimit,
  trustProxy: boolean | number,
  headers: (c: RestContext) => Record<string, string>,
): MiddlewareHandler<RestEnv> {
  return async (c, next) => {
    if (!limiter.enabled) return next();
    const key = clientKey(c, trustProxy);
    c.set('clientKey', key);
    const decision = await limiter.hit(key);
    if (!decision.allowed) return errorResponse(refuse(decision.retryAfterSeconds), headers(c));
    await next();
  };
}

/** Every row beyond the first counts too (the request itself already counted as one). */
export async function countRows(limiter: SharedLimit, c: RestContext, rows: number): Promise<void> {
  if (!limiter.enabled || rows <= 1) return;
  const decision = await limiter.hit(c.get('clientKey'), rows - 1);
  if (!decision.allowed) throw refuse(decision.retryAfterSeconds);
}
