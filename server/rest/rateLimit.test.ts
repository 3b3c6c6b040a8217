import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_CODE, RATE_LIMIT_MESSAGE, rateLimitBody } from './insertBudget.ts';

describe('rate limit answer', () => {
  it('exports the shared body', () => {
    expect(rateLimitBody()).toEqual({ code: RATE_LIMIT_CODE, details: null, hint: null, message: RATE_LIMIT_MESSAGE });
  });
});
