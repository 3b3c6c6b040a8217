/**
 * Response bodies the local server (and PostgREST) really sends for a submission insert.
 * Written out literally on purpose: tests/server/contract.test.ts compares them with the real
 * server, so a change on either side fails a test instead of silently drifting.
 */
import { RATE_LIMIT_STATUS, rateLimitBody, type PostgrestErrorBody } from '#contract/apiError.ts';

export interface MockError {
  status: number;
  body: PostgrestErrorBody;
}

export const postgrestErrors = {
  /** Anon insert with a status other than 'new' (RLS WITH CHECK). */
  rlsViolation: {
    status: 401,
    body: { code: '42501', details: null, hint: null, message: 'new row violates row-level security policy for table "submissions"' },
  },
  /** A CHECK constraint, e.g. an email without a domain. */
  checkViolation: {
    status: 400,
    body: {
      code: '23514',
      details: null,
      hint: null,
      message: 'new row for relation "submissions" violates check constraint "submissions_email_check"',
    },
  },
  /** A key that is not a column. */
  unknownColumn: (column = 'bogus'): MockError => ({
    status: 400,
    body: { code: 'PGRST204', details: null, hint: null, message: `Could not find the '${column}' column of 'submissions' in the schema cache` },
  }),
  /** An unexpected server failure. */
  internal: {
    status: 500,
    body: { code: 'PGRSTX00', details: null, hint: null, message: 'Internal server error' },
  },
  /** The server's per-client limit (contract/apiError.ts). */
  rateLimited: { status: RATE_LIMIT_STATUS, body: rateLimitBody() },
} satisfies Record<string, MockError | ((...args: never[]) => MockError)>;
