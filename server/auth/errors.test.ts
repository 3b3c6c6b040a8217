import { describe, expect, it } from 'vitest';
import { payloadTooLarge } from '../http/body.ts';
import { invalidForwardedFor } from '../http/clientAddress.ts';
import { checkJsonContentType, checkJsonDepth } from '../http/json.ts';
import { decodeUtf8 } from '../http/body.ts';
import { authErrorBody, fromHttpError } from './errors.ts';
import type { HttpError } from '../http/errors.ts';

const refusal = (fn: () => unknown): HttpError => {
  try {
    fn();
  } catch (err) {
    return err as HttpError;
  }
  throw new Error('expected a refusal');
};

describe("the HTTP kit's refusals in GoTrue's words", () => {
  it.each([
    [
      () => {
        throw payloadTooLarge(64);
      },
      413,
      'request_too_large',
      'Request body is larger than the 64-byte limit',
    ],
    [
      () => checkJsonContentType('text/plain'),
      400,
      'bad_json',
      'Content-Type not acceptable: text/plain; send the body as application/json',
    ],
    [() => decodeUtf8(new Uint8Array([0xff])), 400, 'bad_json', 'Could not parse request body as JSON: request body is not valid UTF-8'],
    [() => checkJsonDepth('['.repeat(40)), 400, 'bad_json', 'Could not parse request body as JSON: JSON nested deeper than 32 levels'],
    [
      () => {
        throw invalidForwardedFor();
      },
      400,
      'validation_failed',
      'X-Forwarded-For does not name a valid client address at the trusted hop',
    ],
  ])('%#: %i %s', (fn, status, code, message) => {
    const { status: s, body } = authErrorBody(fromHttpError(refusal(fn)), '2024-01-01');
    expect([s, body]).toEqual([status, { code, message }]);
  });
});
