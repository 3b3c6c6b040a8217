/**
 * Abuse cases that are not a request/response pair for the bad-input catalogues (rest.test.ts,
 * auth-bad-input.test.ts): a client that goes away mid-body (REST and auth), a statement stuck
 * behind a lock (the statement timeout; with none, the connection deadline), the database trigger
 * agreeing with the shared sanitiser, and forged device cookies. Issue 27's other sign-in probes: 20
 * failures from 4 addresses (deviceCookie.test.ts) and 120 clients flooding the password hashing (flood.test.ts).
 */
import http from 'node:http';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sanitizeEmail, sanitizeName } from '#contract/consultation/sanitize.ts';
import { DeviceCookies, DEVICE_TRUST_MS } from '../../server/auth/device.ts';
import { loadSigningKey } from '../../server/auth/models/signingKeys.ts';
import { sleep } from './helpers/load.ts';
import { createUser, TEST_PASSWORD } from './helpers/auth.ts';
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

describe('abuse', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ statementTimeoutMs: 300 });
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
      const res = await fetch(`${s.url}/rest/v1/submissions?select=id`, {
        headers: { apikey: s.serviceKey, authorization: `Bearer ${s.serviceKey}` },
      });
      return { res, ms: Date.now() - started, body: (await res.json()) as { code: string } };
    });
    expect(lock.res.status).toBe(500);
    expect(lock.body.code).toBe('57014');
    expect(lock.ms).toBeLessThan(3000);
    const after = await fetch(`${s.url}/rest/v1/submissions?select=id&limit=1`, {
      headers: { apikey: s.serviceKey, authorization: `Bearer ${s.serviceKey}` },
    });
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
    const invisible = [
      ...'\u00ad\u061c\u180e\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\ufeff',
    ];
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
    const [ownerA] = await s.sql<{ id: string; encrypted_password: string }>(
      'select id, encrypted_password from auth.users where id = $1',
      [a.userId],
    );
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

describe('issue 27: /auth/v1 from another site', () => {
  let s: TestServer;
  let listed: TestServer;
  beforeAll(async () => {
    s = await startTestServer(); // CORS_ORIGINS' default `*`
    listed = await startTestServer({ corsOrigins: ['https://admin.example'] });
  });
  afterAll(async () => {
    await s?.stop();
    await listed?.stop();
  });
  const counters = async (t: TestServer) =>
    (await t.sql<{ f: string | null }>("select string_agg(key || '=' || points, ',' order by key) as f from server_limits.counters"))[0]
      ?.f ?? '';
  const preflight = (t: TestServer, origin: string) =>
    fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey,authorization,content-type' },
    });
  const signIn = (t: TestServer, headers: Record<string, string>) =>
    fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: t.anonKey, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'staff@example.com', password: 'wrong password' }),
    });

  it('with CORS_ORIGINS=* a preflight from another origin gets no CORS headers on /auth/v1 (still on /rest/v1)', async () => {
    const auth = await preflight(s, 'https://evil.example');
    expect(auth.headers.get('access-control-allow-origin')).toBeNull();
    const rest = await fetch(`${s.url}/rest/v1/submissions`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(rest.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('20 cross-site sign-ins are 403 cross_site_request_refused and touch no counter', async () => {
    const before = await counters(s);
    for (let i = 0; i < 20; i++) {
      const res = await signIn(
        s,
        i % 2 ? { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } : { origin: 'http://localhost:1' },
      );
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error_code?: string; code?: unknown }).error_code ?? '').toBe('cross_site_request_refused');
    }
    expect(await counters(s)).toBe(before);
  });

  it("the site's own page (same Origin host, Sec-Fetch-Site: same-origin) and non-browser clients still reach the endpoint", async () => {
    const own = new URL(s.url).origin;
    for (const headers of [{ origin: own, 'sec-fetch-site': 'same-origin' }, { origin: own }, {}] as Record<string, string>[]) {
      const res = await signIn(s, headers);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error_code: string }).error_code).toBe('invalid_credentials');
    }
  });

  it('an origin listed in CORS_ORIGINS gets CORS and may sign in; others are still refused', async () => {
    const ok = await preflight(listed, 'https://admin.example');
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://admin.example');
    expect((await signIn(listed, { origin: 'https://admin.example', 'sec-fetch-site': 'cross-site' })).status).toBe(400);
    expect((await preflight(listed, 'https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await signIn(listed, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });
});

describe('issue 27: anonymous reads have a cheap per-address limit', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ readRateLimit: { max: 5, windowMs: 60_000 }, trustProxy: true });
  });
  afterAll(async () => {
    await s?.stop();
  });
  const from = (address: string, method = 'GET', key = s.anonKey) =>
    fetch(`${s.url}/rest/v1/submissions?id=eq.00000000-0000-4000-8000-000000000000`, {
      method,
      headers: { apikey: key, authorization: `Bearer ${key}`, 'x-forwarded-for': address, 'content-type': 'application/json' },
      ...(method === 'PATCH' ? { body: '{"status":"spam"}' } : {}),
    });
  const counters = async () => (await s.sql<{ n: number }>('select count(*)::int as n from server_limits.counters'))[0]?.n;

  it('past READ_RATE_LIMIT_MAX, GET/HEAD/PATCH/DELETE from that address are 429 with Retry-After, counted in memory only', async () => {
    const before = await counters();
    for (let i = 0; i < 5; i++) expect((await from('203.0.113.7')).status).toBe(401); // anon cannot read leads
    for (const method of ['GET', 'HEAD', 'PATCH', 'DELETE']) {
      const res = await from('203.0.113.7', method);
      expect(res.status, method).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await counters()).toBe(before); // no database write per read
  });

  it("every spelling of the IPv4-mapped address shares the IPv4 address's budget; other addresses and the service key are not limited", async () => {
    for (const mapped of ['::ffff:203.0.113.7', '::ffff:cb00:7107', '[0:0:0:0:0:ffff:cb00:7107]'])
      expect((await from(mapped)).status, mapped).toBe(429);
    expect((await from('203.0.113.8')).status).toBe(401);
    expect((await from('203.0.113.7', 'GET', s.serviceKey)).status).toBe(200);
  });
});

/** A JSON POST with a Host header of our choosing (fetch does not let a caller set Host). */
function postWithHost(
  url: string,
  host: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { ...headers, host, 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('issue 27: the token issuer and the TOTP issuer come from configuration, never from Host', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.stop();
  });

  it("Host: evil.example changes neither `iss` nor the authenticator's issuer", async () => {
    const user = await createUser(s, { staff: false });
    const api = { apikey: s.anonKey, authorization: `Bearer ${s.anonKey}` };
    const signIn = await postWithHost(`${s.url}/auth/v1/token?grant_type=password`, 'evil.example', api, {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const token = String(signIn.json.access_token);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { iss: string };
    expect(claims.iss).toBe('https://www.lumenwebstudio.com/auth/v1'); // SITE_URL's default
    const enrolled = await postWithHost(
      `${s.url}/auth/v1/factors`,
      'evil.example',
      { apikey: s.anonKey, authorization: `Bearer ${token}` },
      { factor_type: 'totp', friendly_name: 'phone' },
    );
    expect(enrolled.status).toBe(200);
    const uri = new URL(String((enrolled.json.totp as { uri: string }).uri));
    expect(uri.searchParams.get('issuer')).toBe('www.lumenwebstudio.com');
    expect(uri.toString()).not.toContain('evil');
  });
});

/** `n` characters of lowercase words: as many distinct trigrams as a visitor can make the search indexes hold. */
function randomText(n: number): string {
  let out = '';
  while (out.length < n)
    out += `${Math.random()
      .toString(36)
      .slice(2, 2 + 3 + Math.floor(Math.random() * 6))
      .replace(/\d/g, 'q')} `;
  return out.slice(0, n).trim().padEnd(n, 'z');
}

/** `n` random CJK characters (3 bytes each in UTF-8), a space every few: the most bytes and trigrams per character. */
function randomWide(n: number): string {
  return Array.from({ length: n }, (_, i) => (i % 7 === 6 ? ' ' : String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 0x5000))))
    .join('')
    .replace(/ $/, 'z');
}

describe('issue 27: the storage one anonymous address can use', () => {
  let s: TestServer;
  beforeAll(async () => {
    // Insert limit lifted: 150 leads from one address, to measure what each takes on disk.
    s = await startTestServer({ rateLimit: { max: 0, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await s?.stop();
  });

  // server/README.md ("What one address can store") quotes this figure.
  it('a lead of maximum size takes at most 40 KB on disk, indexes included', async () => {
    const N = 150;
    const size = async () => Number((await s.sql<{ n: string }>('select pg_database_size(current_database())::text as n'))[0]?.n);
    const before = await size();
    for (let i = 0; i < N; i++) {
      const wide = i % 2 === 1;
      const lead = {
        name: (wide ? randomWide : randomText)(120),
        email: `${randomText(240).replace(/ /g, '.')}@example.com`.slice(-254),
        phone: '+1 555 0100 0100 0100 0100 0100 0100 01',
        business_name: (wide ? randomWide : randomText)(160),
        service: 'custom',
        store_integration: true,
        message: (wide ? randomWide : randomText)(5000),
      };
      const res = await fetch(`${s.url}/rest/v1/submissions`, {
        method: 'POST',
        headers: { apikey: s.anonKey, authorization: `Bearer ${s.anonKey}`, 'content-type': 'application/json', prefer: 'return=minimal' },
        body: JSON.stringify(lead),
      });
      expect(res.status, await res.text()).toBe(201);
    }
    await s.sql('checkpoint');
    const perLead = ((await size()) - before) / N;
    console.log(
      `[storage] ${N} maximum-size leads: ${(perLead / 1024).toFixed(1)} KiB each on disk (tables, TOAST and indexes); at RATE_LIMIT_MAX=5 per minute, ${((perLead * 5 * 60 * 24) / 1024 / 1024).toFixed(0)} MiB per address per day`,
    );
    expect(perLead).toBeLessThan(40 * 1024);
  }, 120_000);
});

describe('a request stuck behind a lock with no statement timeout (API_STATEMENT_TIMEOUT_MS=0)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ statementTimeoutMs: 0 });
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
