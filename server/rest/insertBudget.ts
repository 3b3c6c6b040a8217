/**
 * The insert budget of /rest/v1 (counted in PostgreSQL: ../db/rateLimitStore.ts), charged once per
 * request. A POST whose rows were parsed costs one unit per row, charged before the table is looked
 * up or anything is written; a POST refused before that (no key, a body that is not rows) still
 * costs one unit, charged once its answer is ready, so invalid posts are not free. Over the budget:
 * 429 with Retry-After and the contract's body, shared with the front end and the mocks
 * (contract/apiError.ts). POST /rpc/<fn> has its own budget, one unit per call (countRequest).
 */
import type { MiddlewareHandler } from 'hono';
import { RATE_LIMIT_STATUS, rateLimitBody } from '#contract/apiError.ts';
import { isDisconnect, reportConnectionLoss } from '../db/connection.ts';
import type { SharedLimit } from '../db/rateLimitStore.ts';
import { errorResponse } from '../data/errors.ts';
import { clientKey } from '../http/clientAddress.ts';
import { HttpError } from '../http/errors.ts';
import type { RestContext, RestEnv } from './pipeline.ts';

const refuse = (retryAfterSeconds: number) =>
  new HttpError(RATE_LIMIT_STATUS, rateLimitBody(), { 'Retry-After': String(retryAfterSeconds) });

export interface InsertBudget {
  /** Middleware: takes the client's key; charges one unit after the answer when nothing was charged. */
  track: MiddlewareHandler<RestEnv>;
  /** The one charge of a request whose rows were parsed: one unit per row; throws 429 over the budget. */
  charge(c: RestContext, rows: number): Promise<void>;
}

/** `limiter`: the shared store (a SharedLimit), or anything that counts the same way. */
export function insertBudget(limiter: Pick<SharedLimit, 'enabled' | 'hit' | 'add'>, trustProxy: boolean | number): InsertBudget {
  const charged = new WeakSet<RestContext>();
  return {
    async track(c, next) {
      if (!limiter.enabled) return next();
      const key = clientKey(c, trustProxy);
      c.set('clientKey', key);
      await next();
      if (charged.has(c)) return;
      // Refused before its rows were read: counted now; the answer stands whatever the count says.
      await limiter.add(key).catch((err: unknown) => {
        if (isDisconnect(err)) reportConnectionLoss(err);
        else console.error('[rest] counting a refused insert failed:', err);
      });
    },
    async charge(c, rows) {
      if (!limiter.enabled) return;
      charged.add(c);
      const decision = await limiter.hit(c.get('clientKey'), Math.max(1, rows));
      if (!decision.allowed) throw refuse(decision.retryAfterSeconds);
    },
  };
}

/** Middleware: the request counts as one against its client's budget, before its body is read (POST /rpc). */
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
