/**
 * Abuse cases that are not a request/response pair for the bad-input catalogues (rest.test.ts,
 * auth-bad-input.test.ts): a client that goes away mid-body (REST and auth), a statement stuck
 * behind a lock (the statement timeout; with none, the connection deadline), and the database
 * trigger agreeing with the shared sanitiser.
 */
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sanitizeEmail, sanitizeName } from '#contract/consultation/sanitize.ts';
import { BACKENDS } from './helpers/backends.ts';
import { sleep } from './helpers/load.ts';
import { startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';

/** Sends the request head and part of the body, then resets the connection. */
function abortMidBody(url: string, key: string, head: Record<string, string>, target = '/rest/v1/submissions'): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      const headers = Object.entries({ host: `${hostname}:${port}`, apikey: key, 'content-type': 'application/json', ...head })
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.write(`POST ${target} HTTP/1.1\r\n${headers}\r\n`);
      socket.write(head['transfer-encoding'] ? '10\r\n{"name":"Half","e\r\n' : '{"name":"Half","email":"half@ex');
      setTimeout(() => {
        socket.resetAndDestroy();
        resolve();
      }, 50);
    });
    socket.on('error', () => resolve());
  });
}

describe.each(BACKENDS)('abuse on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, { statementTimeoutMs: 300 });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it.each([
    ['with Content-Length', { 'content-length': '1000' }],
    ['chunked', { 'transfer-encoding': 'chunked' }],
  ])('a client that aborts mid-body (%s) is not logged as a database failure and stores nothing', async (_label, head) => {
    const spies = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'info')];
    const before = await s.fingerprint();
    await abortMidBody(s.url, s.anonKey, head);
    await sleep(200);
    for (const spy of spies) {
      expect(spy.mock.calls.flat().join(' ')).toBe('');
      spy.mockRestore();
    }
    expect(await s.fingerprint()).toBe(before);
    // and the server still answers
    const ready = await fetch(`${s.url}/readyz`);
    expect(ready.status).toBe(200);
  });

  it.each([
    ['with Content-Length', { 'content-length': '1000' }],
    ['chunked', { 'transfer-encoding': 'chunked' }],
  ])('an aborted upload to /auth/v1 (%s) is a client abort (400 client_closed), never logged as a server error', async (_label, head) => {
    const spies = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'info')];
    await abortMidBody(s.url, s.anonKey, head, '/auth/v1/token?grant_type=password');
    await sleep(200);
    for (const spy of spies) {
      expect(spy.mock.calls.flat().join(' ')).toBe('');
      spy.mockRestore();
    }
    expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
  });

  it('a statement stuck behind a lock is cancelled by the statement timeout (500 57014) and its connection returns', async () => {
    const lock = await s.db.transaction(async (tx) => {
      await tx.query('lock table public.submissions in access exclusive mode');
      const started = Date.now();
      const res = await fetch(`${s.url}/rest/v1/submissions?select=id`, { headers: { apikey: s.serviceKey, authorization: `Bearer ${s.serviceKey}` } });
      return { res, ms: Date.now() - started, body: (await res.json()) as { code: string } };
    });
    expect(lock.res.status).toBe(500);
    expect(lock.body.code).toBe('57014');
    expect(lock.ms).toBeLessThan(3000);
    const after = await fetch(`${s.url}/rest/v1/submissions?select=id&limit=1`, { headers: { apikey: s.serviceKey, authorization: `Bearer ${s.serviceKey}` } });
    expect(after.status).toBe(200);
  });

  it('the database trigger removes exactly what the shared sanitiser removes', async () => {
    const insert = async (name: string, email: string) =>
      (
        await s.sql<{ name: string; email: string; business_name: string }>(
          `insert into public.submissions (name, email, business_name, service, message)
           values ($1, $2, $1, 'custom', 'sanitiser check') returning name, email, business_name`,
          [name, email],
        )
      )[0];
    const invisible = [...'\u00ad\u061c\u180e\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\ufeff'];
    for (const ch of invisible) {
      const name = `A${ch}B`;
      const email = `a${ch}b@example.com`;
      expect(await insert(name, email), `U+${ch.codePointAt(0)?.toString(16)}`).toEqual({
        name: sanitizeName(name),
        business_name: sanitizeName(name),
        email: sanitizeEmail(email),
      });
    }
    // Every other character up to U+2070 (and a few beyond) is kept: names of 100 code points.
    const all = Array.from({ length: 0x2070 - 0x21 }, (_, i) => String.fromCodePoint(0x21 + i)).concat(['\ufffd', '\u{1f469}']);
    for (let i = 0; i < all.length; i += 100) {
      const name = all.slice(i, i + 100).join('');
      expect((await insert(name, 'a@example.com'))?.name).toBe(sanitizeName(name));
    }
  });
});

describe('a request stuck behind a lock with no statement timeout (API_STATEMENT_TIMEOUT_MS=0)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('postgres', { statementTimeoutMs: 0 });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('is answered 503 + Retry-After within 5 s by the connection deadline, and the next request is served', async () => {
    const holder = new pg.Client({ connectionString: s.options.databaseUrl });
    await holder.connect();
    const post = (email: string) =>
      fetch(`${s.url}/rest/v1/submissions`, {
        method: 'POST',
        headers: { apikey: s.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Stuck', email, service: 'custom', message: 'behind a lock' }),
      });
    try {
      await holder.query('begin');
      await holder.query('lock table public.submissions in access exclusive mode');
      const started = performance.now();
      const stuck = await post('stuck@example.com');
      const ms = performance.now() - started;
      expect(stuck.status).toBe(503);
      expect(stuck.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await stuck.json()) as { code: string }).code).toBe('PGRST001');
      expect(ms).toBeGreaterThan(4000);
      expect(ms).toBeLessThan(5500);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect((await post('after@example.com')).status).toBe(201);
  }, 20_000);
});
