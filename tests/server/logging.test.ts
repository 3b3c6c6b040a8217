/** Logs as JSON lines: one per request, no personal data; HOST and the public-address warning. */
import { Writable } from 'node:stream';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { FORM_ACTION } from '#contract/consultation/formPost.ts';
import { ConfigError, loadConfig, publicAddressWarning, trustedProxyWarning } from '../../server/config/options.ts';
import { readBodyBytes } from '../../server/http/body.ts';
import { HttpError } from '../../server/http/errors.ts';
import { requestLog } from '../../server/http/requestLog.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level: 'debug' }, stream) };
}

function appWith(trustProxy: boolean | number) {
  const { lines, logger } = capture();
  const app = new Hono();
  app.use('*', requestLog(logger, trustProxy));
  app.get('/rest/v1/submissions', (c) => c.json([], 200));
  app.post(FORM_ACTION, async (c) => c.text(await c.req.text(), 422));
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  return { app, lines };
}

describe('request log', () => {
  it('one JSON line per request with id, method, path, status, duration and client; the id is sent back', async () => {
    const { app, lines } = appWith(false);
    const res = await app.request('/rest/v1/submissions?email=eq.pat@example.com&select=*');
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request', reqId: id, method: 'GET', path: '/rest/v1/submissions', status: 200 });
    expect(typeof lines[0]?.ms).toBe('number');
    expect(lines[0]).toHaveProperty('client');
  });

  it('never logs a query string or a body (personal data)', async () => {
    const { app, lines } = appWith(false);
    await app.request('/rest/v1/submissions?or=(email.ilike.*secret-person*)');
    await app.request(FORM_ACTION, { method: 'POST', body: 'name=Secret+Person&email=secret@example.com' });
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/secret/i);
    expect(lines.map((l) => l.status)).toEqual([200, 422]);
  });

  it('keeps a valid X-Request-Id from a trusted proxy, makes a new one otherwise; health probes log at debug', async () => {
    const trusted = appWith(1);
    const kept = await trusted.app.request('/healthz', { headers: { 'x-request-id': 'lb-1234', 'x-forwarded-for': '203.0.113.9' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234');
    expect(trusted.lines[0]).toMatchObject({ level: 20, reqId: 'lb-1234', client: '203.0.113.9' });
    const bad = await trusted.app.request('/healthz', { headers: { 'x-request-id': 'has spaces and a / slash' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const untrusted = appWith(false);
    const fresh = await untrusted.app.request('/healthz', { headers: { 'x-request-id': 'lb-1234' } });
    expect(fresh.headers.get('x-request-id')).not.toBe('lb-1234');
  });
});

describe('request log: level by outcome, the API error code (issue 26)', () => {
  it('2xx/3xx info, 4xx warn, 5xx error; PostgREST `code` and GoTrue `error_code` in the line, never the message', async () => {
    const { lines, logger } = capture();
    const app = new Hono();
    app.use('*', requestLog(logger, false));
    app.get('/ok', (c) => c.json([]));
    app.get('/moved', (c) => c.redirect('/ok', 302));
    app.get('/rest', (c) => c.json({ code: 'PGRST102', details: null, hint: null, message: 'pat@example.com is bad' }, 400));
    app.get('/limit', (c) => c.json({ code: 429, error_code: 'over_request_rate_limit', msg: 'Too many' }, 429));
    app.get('/locked', (c) => c.json({ code: 429, error_code: 'too_many_attempts', msg: 'Locked' }, 429));
    app.get('/down', (c) => c.json({ code: 'PGRST000', message: 'unavailable' }, 503));
    app.get('/text', (c) => c.text('nope', 404));
    app.get('/boom', () => new Response('{"code":"has space"}', { status: 500, headers: { 'content-type': 'application/json' } }));
    for (const p of ['/ok', '/moved', '/rest', '/limit', '/locked', '/down', '/text', '/boom']) await app.request(p);
    expect(lines.map((l) => [l.path, l.status, l.level, l.code])).toEqual([
      ['/ok', 200, 30, undefined],
      ['/moved', 302, 30, undefined],
      ['/rest', 400, 40, 'PGRST102'],
      ['/limit', 429, 40, 'over_request_rate_limit'],
      ['/locked', 429, 40, 'too_many_attempts'],
      ['/down', 503, 50, 'PGRST000'],
      ['/text', 404, 40, undefined],
      ['/boom', 500, 50, undefined],
    ]);
    expect(JSON.stringify(lines)).not.toContain('pat@example.com');
  });

  it('a reason an API sets for the log (a lock-out) rides along with the code', async () => {
    const { lines, logger } = capture();
    const app = new Hono();
    app.use('*', requestLog(logger, false));
    app.get('/locked', (c) => {
      c.set('logReason', 'account_locked');
      return c.json({ code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' }, 429);
    });
    await app.request('/locked');
    expect(lines[0]).toMatchObject({ status: 429, level: 40, code: 'over_request_rate_limit', reason: 'account_locked' });
  });

  it('the client still gets the whole error body', async () => {
    const { app } = appWith(false);
    app.get('/err', (c) => c.json({ code: 'X1', message: 'm'.repeat(5000) }, 400));
    const res = await app.request('/err');
    expect(((await res.json()) as { message: string }).message).toHaveLength(5000);
  });
});

describe('request log: aborted uploads (issue 19)', () => {
  it('marks a request whose client went away mid-body as a client abort, and only that one', async () => {
    const { lines, logger } = capture();
    const app = new Hono();
    app.use('*', requestLog(logger, false));
    app.post('/upload', async (c) => {
      try {
        await readBodyBytes(c, 1024);
        return c.body(null, 204);
      } catch (err) {
        return c.text(err instanceof HttpError && err.code === 'client_closed' ? 'client_closed' : 'other', 400);
      }
    });
    const aborted = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('socket hang up'));
      },
    });
    await app.request('/upload', { method: 'POST', body: aborted, duplex: 'half' } as RequestInit);
    await app.request('/upload', { method: 'POST', body: 'fine' });
    expect(lines.map((l) => [l.status, l.clientAbort])).toEqual([
      [400, true],
      [204, undefined],
    ]);
  });
});

describe('HOST', () => {
  it('defaults to 127.0.0.1 and takes any IP address; anything else is a clear error', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    const JWT_SECRET = 's'.repeat(32); // beyond loopback the public development secret is refused
    expect(loadConfig({ HOST: '0.0.0.0', JWT_SECRET }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '[::]', JWT_SECRET }).host).toBe('::');
    expect(() => loadConfig({ HOST: 'example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ HOST: 'example.com' })).toThrow(/HOST must be an IP address/);
  });

  it('warns when listening beyond this machine without TRUST_PROXY, not on loopback or behind a trusted proxy', () => {
    expect(publicAddressWarning({ host: '127.0.0.1', trustProxy: false })).toBeUndefined();
    expect(publicAddressWarning({ host: '::1', trustProxy: false })).toBeUndefined();
    expect(publicAddressWarning({ host: '0.0.0.0', trustProxy: false })).toMatch(/without TRUST_PROXY/);
    expect(publicAddressWarning({ host: '10.0.0.5', trustProxy: 1 })).toBeUndefined();
  });

  it('warns when a proxy is trusted but the server listens beyond this machine (X-Forwarded-For could be written directly)', () => {
    expect(trustedProxyWarning({ host: '127.0.0.1', trustProxy: 1 })).toBeUndefined();
    expect(trustedProxyWarning({ host: '::1', trustProxy: true })).toBeUndefined();
    expect(trustedProxyWarning({ host: '0.0.0.0', trustProxy: false })).toBeUndefined();
    expect(trustedProxyWarning({ host: '0.0.0.0', trustProxy: 0 })).toBeUndefined();
    expect(trustedProxyWarning({ host: '0.0.0.0', trustProxy: true })).toMatch(/^TRUST_PROXY is set and the server listens on 0\.0\.0\.0/);
    expect(trustedProxyWarning({ host: '10.0.0.5', trustProxy: 2 })).toMatch(/X-Forwarded-For/);
  });

  it('SHUTDOWN_DRAIN_MS and SHUTDOWN_TIMEOUT_MS are read and bounded', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(3000);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '1000' })).toMatchObject({
      shutdownDrainMs: 0,
      shutdownTimeoutMs: 1000,
    });
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
