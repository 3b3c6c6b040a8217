/**
 * The answer to a client over its insert budget (the budget itself is counted in PostgreSQL:
 * server/limits.ts): status and body are the contract's, shared with the front end and the mocks.
 */
export { RATE_LIMIT_CODE, RATE_LIMIT_MESSAGE, RATE_LIMIT_STATUS, rateLimitBody } from '#contract/apiError.ts';
