import { describe, expect, it } from 'vitest';
import { payloadTooLarge } from '../http/body.ts';
import { checkJsonContentType } from '../http/json.ts';
import { errorResponse } from './errors.ts';

const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (err) {
    return err as Parameters<typeof errorResponse>[0];
  }
  throw new Error('expected a refusal');
};

describe('PostgREST error responses', () => {
  it("the kit's refusal of a body's format is PGRST102, named in Proxy-Status too", async () => {
    const res = errorResponse(
      refusal(() => checkJsonContentType('text/plain')),
      { 'X-Base': '1' },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'PGRST102',
      details: null,
      hint: 'Send the request body as application/json',
      message: 'Content-Type not acceptable: text/plain',
    });
    expect(res.headers.get('Proxy-Status')).toBe('PostgREST; error=PGRST102');
    expect(res.headers.get('X-Base')).toBe('1');
  });

  it("the kit's other codes are sent as they are", async () => {
    const res = errorResponse(payloadTooLarge(10));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large', message: 'Request body is larger than the 10-byte limit' });
  });
});
