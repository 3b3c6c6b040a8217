/**
 * GoTrue error responses (supabase/auth internal/api/errors.go): with a request header
 * `X-Supabase-Api-Version` ≥ 2024-01-01 (auth-js always sends it) the body is {code, message}
 * and the version is echoed; without it the legacy {code: <status>, error_code, msg}. Every
 * error also names its code in `x-sb-error-code`. No Node imports: the MSW mocks use this too.
 */
import { KIT_CODES } from '../http/errors.ts';
import type { HttpError } from '../http/errors.ts';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION_2024 = '2024-01-01';

export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly headers: Record<string, string>;
  /** Extra body fields (weak_password). */
  readonly extra: Record<string, unknown>;
  /** For the request log only, when the code alone does not say why (a lock-out is a 429 like a rate limit). */
  readonly reason: string | undefined;
  constructor(
    status: number,
    code: string,
    message: string,
    opts: { headers?: Record<string, string>; extra?: Record<string, unknown>; reason?: string } = {},
  ) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
    this.headers = opts.headers ?? {};
    this.extra = opts.extra ?? {};
    this.reason = opts.reason;
  }
}

/** OAuth-style error ({error, error_description}), e.g. an empty refresh token. */
export class OAuthError extends Error {
  readonly error: string;
  constructor(error: string, description: string) {
    super(description);
    this.name = 'OAuthError';
    this.error = error;
  }
}

/** Parses the request's version header; undefined when absent or not a date (GoTrue's initial version). */
export function requestApiVersion(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v))) return undefined;
  return v >= API_VERSION_2024 ? API_VERSION_2024 : undefined;
}

export interface AuthErrorBody {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** The status, headers and JSON body GoTrue sends for an error, given the request's version header. */
export function authErrorBody(err: AuthError | OAuthError, versionHeader: string | null | undefined): AuthErrorBody {
  if (err instanceof OAuthError) {
    return { status: 400, headers: {}, body: { error: err.error, error_description: err.message } };
  }
  const version = requestApiVersion(versionHeader);
  const headers: Record<string, string> = { 'x-sb-error-code': err.code, ...err.headers };
  if (version) {
    headers[API_VERSION_HEADER] = version;
    return { status: err.status, headers, body: { code: err.code, message: err.message, ...err.extra } };
  }
  return { status: err.status, headers, body: { code: err.status, error_code: err.code, msg: err.message, ...err.extra } };
}

const e = (status: number, code: string) => (message: string, headers?: Record<string, string>) =>
  new AuthError(status, code, message, headers ? { headers } : {});

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);

export const validationFailed = e(400, 'validation_failed');
export const badJson = (detail: string) => new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);
export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const noAuthorization = () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
export const badJwt = (message: string) => new AuthError(403, 'bad_jwt', message);
export const sessionNotFound = () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
export const userNotFound = () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
export const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
export const metadataTooLarge = (limit: number) =>
  new AuthError(400, 'validation_failed', `User metadata is larger than the ${limit}-byte limit`);
/** An account change (metadata, e-mail, password, other sessions) from a password-only session of an MFA user. */
export const insufficientAal = (status: number, message: string) => new AuthError(status, 'insufficient_aal', message);
export const signupDisabled = () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');

export const weakPassword = (minLength: number) =>
  new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
    extra: { weak_password: { reasons: ['length'] } },
  });

export const RATE_LIMIT_MESSAGE = 'Request rate limit reached';
/** reason (log only): 'rate_limit' (requests per address), 'account_locked' (failures on one account), 'totp_locked'. */
export const overRateLimit = (retryAfterSeconds: number, reason = 'rate_limit') =>
  new AuthError(429, 'over_request_rate_limit', RATE_LIMIT_MESSAGE, { headers: { 'Retry-After': String(retryAfterSeconds) }, reason });

export const routeNotFound = () => new AuthError(404, 'not_found', 'Not Found');

// The gateway's answers (hosted Supabase's API gateway checks the key before GoTrue sees the request).
export const noApiKey = (message = 'No API key found in request') => new AuthError(401, 'no_api_key', message);
export const invalidApiKey = () => new AuthError(401, 'invalid_api_key', 'Invalid API key');

/**
 * The HTTP kit's refusals (body reading, client address) in GoTrue's words: a body that is not
 * application/json is bad_json (the /rest/v1 equivalent is PGRST102), a body too large is
 * request_too_large, an invalid forwarded address is validation_failed.
 */
export function fromHttpError(err: HttpError): AuthError {
  switch (err.code) {
    case KIT_CODES.payloadTooLarge:
      return new AuthError(413, 'request_too_large', err.message);
    case KIT_CODES.contentType:
      return new AuthError(400, 'bad_json', `${err.message}; send the body as application/json`);
    case KIT_CODES.invalidUtf8:
      return badJson('request body is not valid UTF-8');
    case KIT_CODES.jsonTooDeep:
      return badJson(err.message);
    case KIT_CODES.invalidForwardedFor:
      return validationFailed(err.message);
    default:
      return new AuthError(err.status, err.code, err.message, { headers: err.headers });
  }
}
