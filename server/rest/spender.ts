/**
 * Whose budget a /rest/v1 write spends. The form's budgets (RATE_LIMIT_MAX rows a minute, the
 * function calls of the client review) are per address and meant for anonymous visitors; a studio
 * behind one office address must not share them with its own staff, nor a visitor lose the form
 * because staff made a large review. So:
 *   anon (or credentials refused)  the address's budget (clientKey), as before;
 *   a signed-in user (a `sub`)     a budget of their own, per user, on every instance (USER_WRITE_LIMITS);
 *   the service key                no budget: it is the operator's own server-side key.
 * Who may write at all is still the database's to decide (grants and RLS); this only meters.
 */
import type { AuthContext } from '../http/authContext.ts';
import { ANON_ROLE } from '../http/authContext.ts';

export type Spender = { kind: 'address' } | { kind: 'user'; key: string } | { kind: 'service' };

/**
 * A signed-in user's budgets: generous for a person working in the studio (a 50-section review is
 * 50 rows; a busy hour is a few hundred writes), small enough that a stolen session cannot fill the
 * disk quickly. Counted in PostgreSQL like the others (db/rateLimitStore.ts).
 */
export const USER_WRITE_LIMITS = {
  /** Rows inserted through POST /rest/v1/<table>, per user per minute. */
  insert: { max: 600, windowMs: 60_000 },
  /** Calls of POST /rest/v1/rpc/<fn>, per user per minute. */
  rpc: { max: 300, windowMs: 60_000 },
};

export function spenderOf(who: AuthContext | undefined): Spender {
  if (!who || who.role === ANON_ROLE) return { kind: 'address' };
  const sub = who.claims.sub;
  if (typeof sub === 'string' && sub.length > 0) return { kind: 'user', key: `user:${sub}` };
  if (who.role === 'service_role') return { kind: 'service' };
  return { kind: 'address' }; // another role without a user: metered like a visitor
}
