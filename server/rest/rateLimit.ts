/**
 * The answer to a client over its insert budget (the budget itself is counted in PostgreSQL:
 * server/limits.ts). The body constants are shared with the front end and the MSW mocks, so this
 * module stays free of Node imports.
 */
import type { PostgrestErrorBody } from './errors.ts';

export const RATE_LIMIT_STATUS = 429;
export const RATE_LIMIT_CODE = 'rate_limited';
export const RATE_LIMIT_MESSAGE = 'Too many submissions. Please wait a minute and try again.';

/** The exact JSON body of a 429; supabase-js hands it to the caller as `error`. */
export function rateLimitBody(): PostgrestErrorBody {
  return { code: RATE_LIMIT_CODE, details: null, hint: null, message: RATE_LIMIT_MESSAGE };
}
