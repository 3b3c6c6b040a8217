/**
 * The REST API's error answers as both sides see them: the server sends PostgREST's
 * {code, details, hint, message}, supabase-js hands it to the browser as `error`, and the MSW
 * mocks imitate it (tests/server/contract.test.ts compares the mocks with the real server).
 */
export interface PostgrestErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

/** A client over its insert budget (counted by the server: server/db/rateLimitStore.ts); the form says so. */
export const RATE_LIMIT_STATUS = 429;
export const RATE_LIMIT_CODE = 'rate_limited';
export const RATE_LIMIT_MESSAGE = 'Too many submissions. Please wait a minute and try again.';

/** The exact JSON body of that 429. */
export function rateLimitBody(): PostgrestErrorBody {
  return { code: RATE_LIMIT_CODE, details: null, hint: null, message: RATE_LIMIT_MESSAGE };
}
