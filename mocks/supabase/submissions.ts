/**
 * MSW handler factories for the contact form's insert (POST {supabaseUrl}/rest/v1/submissions).
 * The path pattern matches any origin, so they work whatever VITE_SUPABASE_URL is.
 */
import { delay, http, HttpResponse } from 'msw';
import { postgrestErrors } from './errors.ts';
import type { MockError } from './errors.ts';

export const SUBMISSIONS_PATH = '*/rest/v1/submissions';

const errorHeaders = (status: number, code: string): Record<string, string> => ({
  'Proxy-Status': `PostgREST; error=${code}`,
  ...(status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}),
});

/** 201 with an empty body: what an insert without `.select()` gets. */
export function submissionInsertSuccess() {
  return http.post(SUBMISSIONS_PATH, () => new HttpResponse(null, { status: 201, headers: { 'Content-Range': '*/*' } }));
}

/** A PostgREST error response; defaults to the RLS refusal (401 42501). */
export function submissionInsertError(error: MockError = postgrestErrors.rlsViolation) {
  return http.post(SUBMISSIONS_PATH, () =>
    HttpResponse.json(error.body, { status: error.status, headers: errorHeaders(error.status, error.body.code) }),
  );
}

/** 500 from the server. */
export function submissionInsertServerError() {
  return submissionInsertError(postgrestErrors.internal);
}

/** The request never gets a response (offline, DNS, CORS failure). */
export function submissionInsertNetworkError() {
  return http.post(SUBMISSIONS_PATH, () => HttpResponse.error());
}

/** Success after a delay, for loading states. */
export function submissionInsertSlow(ms = 2000) {
  return http.post(SUBMISSIONS_PATH, async () => {
    await delay(ms);
    return new HttpResponse(null, { status: 201, headers: { 'Content-Range': '*/*' } });
  });
}

/** 429 with the server's rate-limit body and Retry-After. */
export function submissionInsertRateLimited(retryAfterSeconds = 60) {
  const { status, body } = postgrestErrors.rateLimited;
  return http.post(SUBMISSIONS_PATH, () =>
    HttpResponse.json(body, { status, headers: { ...errorHeaders(status, body.code), 'Retry-After': String(retryAfterSeconds) } }),
  );
}
