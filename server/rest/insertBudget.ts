/**
 * The write budgets of /rest/v1 (counted in PostgreSQL: ../db/rateLimitStore.ts), charged once per
 * request to whoever spends it (spender.ts): an anonymous visitor's address, a signed-in user's own
 * budget, or nobody for the service key. A POST whose rows were parsed costs one unit per row,
 * charged before the table is looked up or anything is written; a POST refused before that (no key,
 * a body that is not rows) still costs one unit, charged once its answer is ready, so invalid posts
 * are not free. Over the budget: 429 with Retry-After and the contract's body, shared with the front
 * end and the mocks (contract/apiError.ts). POST /rpc/<fn> has its own budgets, one unit per call
 * (countRequest).
 */
import type { MiddlewareHandler } from 'hono';
import { RATE_LIMIT_STATUS, rateLimitBody } from '#contract/apiError.ts';
import { isDisconnect, reportConnectionLoss } from '../db/connection.ts';
import type { SharedLimit } from '../db/rateLimitStore.ts';
import { errorResponse } from '../data/errors.ts';
import { authenticate, credentials } from '../http/authContext.ts';
import type { AuthContext, TokenVerifier } from '../http/authContext.ts';
import { clientKey } from '../http/clientAddress.ts';
import { HttpError } from '../http/errors.ts';
import type { RestContext, RestEnv } from './pipeline.ts';
import { spenderOf } from './spender.ts';

type Limit = Pick<SharedLimit, 'enabled' | 'hit' | 'add'>;

/** The address budget (the form's) and the per-user one (signed-in staff). */
export interface Budgets {
  address: Limit;
  user: Limit;
}

const refuse = (retryAfterSeconds: number) =>
  new HttpError(RATE_LIMIT_STATUS, rateLimitBody(), { 'Retry-After': String(retryAfterSeconds) });

/** The limit and key a request with this auth context spends, or undefined when it spends nothing. */
function account(budgets: Budgets, who: AuthContext | undefined, c: RestContext): { limit: Limit; key: string } | undefined {
  const spender = spenderOf(who);
  if (spender.kind === 'service') return undefined;
  if (spender.kind === 'user') return budgets.user.enabled ? { limit: budgets.user, key: spender.key } : undefined;
  return budgets.address.enabled ? { limit: budgets.address, key: c.get('clientKey') } : undefined;
}

export interface InsertBudget {
  /** Middleware: takes the client's key; charges one unit after the answer when nothing was charged. */
  track: MiddlewareHandler<RestEnv>;
  /** The one charge of a request whose rows were parsed: one unit per row; throws 429 over the budget. */
  charge(c: RestContext, rows: number): Promise<void>;
}

export function insertBudget(budgets: Budgets, trustProxy: boolean | number): InsertBudget {
  const charged = new WeakSet<RestContext>();
  return {
    async track(c, next) {
      c.set('clientKey', clientKey(c, trustProxy));
      await next();
      if (charged.has(c)) return;
      // Refused before its rows were read: counted now; the answer stands whatever the count says.
      const to = account(budgets, c.get('auth'), c);
      await to?.limit.add(to.key).catch((err: unknown) => {
        if (isDisconnect(err)) reportConnectionLoss(err);
        else console.error('[rest] counting a refused insert failed:', err);
      });
    },
    async charge(c, rows) {
      charged.add(c);
      const to = account(budgets, c.get('auth'), c);
      if (!to) return;
      const decision = await to.limit.hit(to.key, Math.max(1, rows));
      if (!decision.allowed) throw refuse(decision.retryAfterSeconds);
    },
  };
}

/**
 * Middleware: the call counts as one against its spender's budget, before its body is read
 * (POST /rpc). Credentials that are refused count against the address; the route then says why.
 */
export function countRequest(
  budgets: Budgets,
  verifier: TokenVerifier,
  trustProxy: boolean | number,
  headers: (c: RestContext) => Record<string, string>,
): MiddlewareHandler<RestEnv> {
  return async (c, next) => {
    c.set('clientKey', clientKey(c, trustProxy));
    const who = await authenticate(verifier, credentials(c)).catch(() => undefined);
    const to = account(budgets, who, c);
    if (to) {
      const decision = await to.limit.hit(to.key);
      if (!decision.allowed) return errorResponse(refuse(decision.retryAfterSeconds), headers(c));
    }
    await next();
  };
}
