/**
 * Abuse cases that are not a request/response pair for the bad-input catalogues (rest.test.ts,
 * auth-bad-input.test.ts): a client that goes away mid-body (REST and auth), a statement stuck
 * behind a lock (the statement timeout), the database trigger agreeing with the shared sanitiser,
 * and forged device cookies. Issue 27's other sign-in probes: 20 failures from 4 addresses
 * (deviceCookie.test.ts) and 120 clients flooding the password hashing (flood.test.ts).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sanitizeEmail, sanitizeName } from '#contract/consultation/sanitize.ts';
import { DeviceCookies, DEVICE_TRUST_MS } from '../../server/auth/device.ts';
import { loadSigningKey } from '../../server/keys.ts';
import { createUser } from './helpers/auth.ts';
import { BACKENDS } from './helpers/backends.ts';
import { sleep } from './helpers/load.ts';
import { startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';
import { CookieJar, passwordSignIn } from './helpers/signInFlood.ts';

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

  it('a forged, foreign, expired or malformed device cookie is an unknown device (never a 500); the genuine one still works', async () => {
    const [a, b] = [await createUser(s), await createUser(s)];
    const [jarA, jarB] = [new CookieJar(), new CookieJar()];
    /** A's right password, sent with `cookie`: the status. */
    const signIn = async (cookie?: string) => {
      const res = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: s.anonKey, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ email: a.email, password: a.password }),
      });
      await res.arrayBuffer();
      return res.status;
    };
    expect(await passwordSignIn(s.url, s.anonKey, a.email, a.password, '127.0.0.1', jarA)).toBe(200);
    expect(await passwordSignIn(s.url, s.anonKey, b.email, b.password, '127.0.0.1', jarB)).toBe(200);
    // Five wrong passwords from this address: unknown devices here are refused for A.
    for (let i = 0; i < 5; i++) expect(await passwordSignIn(s.url, s.anonKey, a.email, `wrong ${i}`, '127.0.0.1')).toBe(400);
    expect(await signIn()).toBe(429);
    const [nameA = '', valueA = ''] = (jarA.header() ?? '').split('=');
    const [nameB = '', valueB = ''] = (jarB.header() ?? '').split('=');
    const [, device = '', expires = '', mac = ''] = valueA.split('.');
    const devices = DeviceCookies.fromSigningKey(await loadSigningKey(s.db, undefined));
    const [ownerA] = await s.sql<{ id: string; encrypted_password: string }>('select id, encrypted_password from auth.users where id = $1', [a.userId]);
    if (!ownerA) throw new Error('no user A');
    const probes: [string, string][] = [
      ['MAC changed', `${nameA}=v1.${device}.${expires}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`],
      ['another device id', `${nameA}=v1.${'A'.repeat(22)}.${expires}.${mac}`],
      ['a later expiry', `${nameA}=v1.${device}.${Number(expires) + 86_400}.${mac}`],
      ["B's cookie", `${nameB}=${valueB}`],
      ["B's value under A's name", `${nameA}=${valueB}`],
      ['expired, signed with the real key', `${nameA}=${devices.value(ownerA, Date.now() - DEVICE_TRUST_MS - 1000)}`],
      ['bound to another password hash', `${nameA}=${devices.value({ ...ownerA, encrypted_password: 'an older hash' })}`],
      ['signed with another key', `${nameA}=${new DeviceCookies(Buffer.alloc(32, 7)).value(ownerA)}`],
      ['4 KB', `${nameA}=v1.${'x'.repeat(4000)}`],
      ['quoted', `${nameA}="${valueA}x"`],
      ['percent garbage', `${nameA}=%ZZ%00%E0%80`],
      ['version 2', `${nameA}=v2${valueA.slice(2)}`],
    ];
    for (const [label, cookie] of probes) expect(await signIn(cookie), label).toBe(429);
    // 200 cookies named like device cookies: still only a lookup, still refused.
    expect(await signIn(Array.from({ length: 200 }, (_, i) => `sb-device-x${i}=v1.${i}`).join('; '))).toBe(429);
    expect(await signIn(`${nameA}=${valueA}`)).toBe(200);
    // The control for the expired probe: the same key and user, unexpired, is accepted.
    expect(await signIn(`${nameA}=${devices.value(ownerA)}`)).toBe(200);
  });
});
