/**
 * The error envelope of the server's APIs: an HTTP status, a body {code, details, hint, message}
 * and extra headers (Retry-After, WWW-Authenticate...). /rest/v1 sends it as it is (PostgREST's
 * body, data/errors.ts); /auth/v1 words the kit's errors in GoTrue's shape (auth/errors.ts).
 *
 * The kit (body reading, client address, auth context) throws it with the codes in KIT_CODES;
 * each API family decides how its clients see them. No Node imports: the MSW mocks use the types.
 */

export interface ErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;
  constructor(status: number, body: ErrorBody, headers: Record<string, string> = {}) {
    super(body.message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }

  get code(): string {
    return this.body.code;
  }
}

export interface ErrorExtra {
  details?: string | null;
  hint?: string | null;
  headers?: Record<string, string>;
}

export function httpError(status: number, code: string, message: string, extra: ErrorExtra = {}): HttpError {
  return new HttpError(status, { code, details: extra.details ?? null, hint: extra.hint ?? null, message }, extra.headers);
}

/** The codes of the kit's own refusals, before any API family words them. */
export const KIT_CODES = {
  /** 413: the body passed the byte limit (declared or counted). */
  payloadTooLarge: 'payload_too_large',
  /** 400: the client went away before its body arrived. */
  clientClosed: 'client_closed',
  /** 400: a JSON body that is not `application/json` (UTF-8). */
  contentType: 'unsupported_content_type',
  /** 400: bytes that are not valid UTF-8. */
  invalidUtf8: 'invalid_utf8',
  /** 400: JSON nested deeper than MAX_JSON_DEPTH. */
  jsonTooDeep: 'json_too_deep',
  /** 400: X-Forwarded-For names no valid address at the trusted hop. */
  invalidForwardedFor: 'invalid_forwarded_for',
} as const;
