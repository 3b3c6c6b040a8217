/**
 * MSW handler factories for every auth call the studio makes (GoTrue under {supabaseUrl}/auth/v1):
 * success, each error the screens handle, 429, network failure and slow answers.
 * Error bodies and headers are written out literally; tests/server/authContract.test.ts makes
 * the same supabase-js calls against the real server and compares what the client sees.
 */
import { delay, http, HttpResponse, type RequestHandlerOptions } from 'msw';
import QRCode from 'qrcode';
import type { Session, User } from '@supabase/supabase-js';
import { MOCK_CHALLENGE_ID, MOCK_FACTOR_ID, MOCK_TOTP_SECRET, MOCK_TOTP_URI, mockSession, mockUser, signedInSession, verifiedSession } from './authData.ts';

export const AUTH_PATH = '*/auth/v1';
const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };

export interface MockAuthError {
  status: number;
  code: string;
  message: string;
}

/** GoTrue's answers (contract §3.2, §3.5, §3.6) for the errors the studio's screens handle. */
export const authErrors = {
  invalidCredentials: { status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' },
  signupDisabled: { status: 422, code: 'signup_disabled', message: 'Signups not allowed for this instance' },
  rateLimited: { status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' },
  mfaVerificationFailed: { status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' },
  mfaFactorNotFound: { status: 404, code: 'mfa_factor_not_found', message: 'Factor not found' },
  insufficientAal: { status: 422, code: 'insufficient_aal', message: 'AAL2 required to unenroll verified factor' },
  sessionNotFound: { status: 403, code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' },
  refreshTokenNotFound: { status: 400, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' },
  unexpected: { status: 500, code: 'unexpected_failure', message: 'Internal server error' },
} satisfies Record<string, MockAuthError>;

type Method = 'get' | 'post' | 'put' | 'delete';
type Body = Record<string, unknown> | null | (() => Record<string, unknown> | null | Promise<Record<string, unknown> | null>);

function errorResponse({ status, code, message }: MockAuthError, retryAfterSeconds?: number) {
  return HttpResponse.json(
    { code, message },
    {
      status,
      headers: {
        ...API_VERSION,
        'x-sb-error-code': code,
        ...(status === 429 ? { 'Retry-After': String(retryAfterSeconds ?? 60) } : {}),
      },
    },
  );
}

/** One GoTrue endpoint; `grant` narrows /token to one grant_type (other requests fall through). */
function endpoint(method: Method, path: string, grant?: string) {
  const url = `${AUTH_PATH}${path}`;
  const ours = (request: Request) => !grant || new URL(request.url).searchParams.get('grant_type') === grant;
  const answer = async (status: number, body: Body) => {
    const value = typeof body === 'function' ? await body() : body;
    return value === null ? new HttpResponse(null, { status, headers: API_VERSION }) : HttpResponse.json(value, { status, headers: API_VERSION });
  };
  return {
    ok: (body: Body, status = 200, options?: RequestHandlerOptions) =>
      http[method](url, ({ request }) => (ours(request) ? answer(status, body) : undefined), options),
    error: (error: MockAuthError, options?: RequestHandlerOptions & { retryAfterSeconds?: number }) =>
      http[method](url, ({ request }) => (ours(request) ? errorResponse(error, options?.retryAfterSeconds) : undefined), options),
    network: (options?: RequestHandlerOptions) => http[method](url, ({ request }) => (ours(request) ? HttpResponse.error() : undefined), options),
    slow: (ms: number, body: Body, status = 200) =>
      http[method](url, async ({ request }) => {
        if (!ours(request)) return undefined;
        await delay(ms);
        return answer(status, body);
      }),
  };
}

const password = endpoint('post', '/token', 'password');
const refresh = endpoint('post', '/token', 'refresh_token');
const signup = endpoint('post', '/signup');
const logout = endpoint('post', '/logout');
const user = endpoint('get', '/user');
const enroll = endpoint('post', '/factors');
const challenge = endpoint('post', '/factors/:factorId/challenge');
const verify = endpoint('post', '/factors/:factorId/verify');
const unenroll = endpoint('delete', '/factors/:factorId');

const asBody = (make: () => Session | User) => () => make() as unknown as Record<string, unknown>;

// ---- sign-in: POST /token?grant_type=password ----
export const signInSuccess = (make: () => Session = () => signedInSession(true)) => password.ok(asBody(make));
export const signInError = (error: MockAuthError = authErrors.invalidCredentials) => password.error(error);
export const signInRateLimited = (retryAfterSeconds = 60) => password.error(authErrors.rateLimited, { retryAfterSeconds });
export const signInNetworkError = () => password.network();
export const signInSlow = (ms = 2000, make: () => Session = () => signedInSession(true)) => password.slow(ms, asBody(make));

// ---- refresh: POST /token?grant_type=refresh_token ----
export const refreshSuccess = (make: () => Session = verifiedSession) => refresh.ok(asBody(make));
export const refreshError = (error: MockAuthError = authErrors.refreshTokenNotFound) => refresh.error(error);
export const refreshNetworkError = () => refresh.network();

// ---- sign-up: POST /signup ----
export const signUpSuccess = (make: () => Session = () => mockSession()) => signup.ok(asBody(make));
export const signUpError = (error: MockAuthError = authErrors.signupDisabled) => signup.error(error);
export const signUpRateLimited = () => signup.error(authErrors.rateLimited);
export const signUpNetworkError = () => signup.network();

// ---- sign-out: POST /logout?scope= ----
export const signOutSuccess = () => logout.ok(null, 204);
export const signOutError = (error: MockAuthError = authErrors.unexpected) => logout.error(error);
export const signOutNetworkError = () => logout.network();
export const signOutSlow = (ms = 2000) => logout.slow(ms, null, 204);

// ---- user: GET /user (getUser, mfa.listFactors) ----
export const getUserSuccess = (make: () => User = () => mockUser()) => user.ok(asBody(make));
export const getUserError = (error: MockAuthError = authErrors.sessionNotFound) => user.error(error);

// ---- TOTP factors ----
export interface MockEnrollment {
  id?: string;
  secret?: string;
  uri?: string;
}

/** POST /factors: the raw SVG QR code GoTrue sends (auth-js adds the data: prefix), secret and URI. */
export const enrollSuccess = ({ id = MOCK_FACTOR_ID, secret = MOCK_TOTP_SECRET, uri = MOCK_TOTP_URI }: MockEnrollment = {}) =>
  enroll.ok(async () => ({
    id,
    type: 'totp',
    friendly_name: 'Authenticator app',
    totp: { qr_code: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }), secret, uri },
  }));
export const enrollError = (error: MockAuthError = authErrors.unexpected) => enroll.error(error);
export const enrollNetworkError = () => enroll.network();
export const enrollSlow = (ms = 60_000) => enroll.slow(ms, {});

/** POST /factors/{id}/challenge. */
export const challengeSuccess = (id = MOCK_CHALLENGE_ID) =>
  challenge.ok(() => ({ id, type: 'totp', expires_at: Math.floor(Date.now() / 1000) + 300 }));
export const challengeError = (error: MockAuthError = authErrors.mfaFactorNotFound) => challenge.error(error);

/** POST /factors/{id}/verify: an aal2 session with the factor verified (MFA_CHALLENGE_VERIFIED). */
export const verifySuccess = (make: () => Session = verifiedSession) => verify.ok(asBody(make));
export const verifyError = (error: MockAuthError = authErrors.mfaVerificationFailed, options?: RequestHandlerOptions) => verify.error(error, options);
export const verifyRateLimited = () => verify.error(authErrors.rateLimited);
export const verifyNetworkError = () => verify.network();
export const verifySlow = (ms = 60_000) => verify.slow(ms, asBody(verifiedSession));

/** DELETE /factors/{id}. */
export const unenrollSuccess = (id = MOCK_FACTOR_ID) => unenroll.ok({ id });
export const unenrollError = (error: MockAuthError = authErrors.insufficientAal) => unenroll.error(error);

/** Every call of a complete, successful studio visit (sign-in of an enrolled staff member). */
export const authHappyPath = (enrolled = true) => [
  signInSuccess(() => signedInSession(enrolled)),
  refreshSuccess(),
  signOutSuccess(),
  getUserSuccess(() => mockUser({ factors: [] })),
  enrollSuccess(),
  challengeSuccess(),
  verifySuccess(),
  unenrollSuccess(),
];
