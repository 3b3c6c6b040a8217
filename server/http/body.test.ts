import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { decodeUtf8, readText } from './body.ts';

describe('body reading', () => {
  it('invalid UTF-8 is refused, valid text decodes unchanged', () => {
    expect(decodeUtf8(new TextEncoder().encode('Zoë 🦄'))).toBe('Zoë 🦄');
    expect(() => decodeUtf8(new Uint8Array([0x61, 0xff]))).toThrow(/not valid UTF-8/);
  });

  it('stops at the limit whether the length is declared or not', async () => {
    const app = new Hono();
    app.post('/', async (c) => {
      try {
        return c.text(await readText(c, 8));
      } catch (err) {
        return c.text((err as { code: string }).code, 400);
      }
    });
    const send = async (body: BodyInit, init: RequestInit = {}) => (await app.request('/', { method: 'POST', body, ...init })).text();
    expect(await send('12345678')).toBe('12345678');
    expect(await send('123456789')).toBe('payload_too_large');
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 3; i++) controller.enqueue(new TextEncoder().encode('1234'));
        controller.close();
      },
    });
    expect(await send(chunked, { duplex: 'half' } as RequestInit)).toBe('payload_too_large');
  });
});
