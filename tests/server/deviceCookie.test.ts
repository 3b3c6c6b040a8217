/**
 * Issue 27, point 4: device cookies (server/auth/device.ts, OWASP's "Slow Down Online Guessing
 * Attacks with Device Cookies"). Failures from unknown addresses lock the account for unknown
 * devices (as before: 20 per window); a browser that signed in before still signs in, from any
 * address; it counts its own failures. The unmodified supabase-js client carries the cookie by
 * itself: in Node through a fetch that keeps cookies like a browser, and in Chromium, where its
 * same-origin fetch sends it with nothing configured.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type * as SupabaseJs from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.ts';
import { DEVICE_COOKIE_PATH, DEVICE_COOKIE_PREFIX } from '../../server/auth/device.ts';
import { authClient, createUser, testAuthOptions } from './helpers/auth.ts';
import type { TestUser } from './helpers/auth.ts';
import { startServer } from '../../server/server.ts';
import { PG_ADMIN_URL } from './helpers/backends.ts';
import { makeDist } from './helpers/dist.ts';
import { startTestServer, TEST_SECRET } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';
import { CookieJar, passwordSignIn } from './helpers/signInFlood.ts';

let s: TestServer;
let dist: string;
beforeAll(async () => {
  dist = makeDist();
  // The unmodified supabase-js browser bundle, served by the site itself (same origin as /auth/v1).
  fs.copyFileSync(path.resolve('node_modules/@supabase/supabase-js/dist/umd/supabase.js'), path.join(dist, 'supabase.js'));
  fs.writeFileSync(path.join(dist, 'device.html'), '<!doctype html><title>Studio</title><script src="/supabase.js"></script>');
  // The default limits: 5 failures per account and address, 20 per account from unknown devices.
  s = await startTestServer({ trustProxy: 1, distDir: dist, auth: testAuthOptions() });
});
afterAll(async () => {
  await s?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A browser in Node: supabase-js, unmodified, with a fetch that keeps and sends cookies, at `address`. */
function browser(jar: CookieJar, address: string) {
  const keeping: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const cookie = jar.header();
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(input, { ...init, headers });
    jar.store(res);
    return res;
  };
  return authClient(s, { fetch: keeping, headers: { 'x-forwarded-for': address } });
}

const signIn = async (jar: CookieJar, address: string, user: TestUser, password = user.password) =>
  (await browser(jar, address).auth.signInWithPassword({ email: user.email, password })).error?.code ?? 'ok';

/** 20 wrong passwords from 4 addresses the staff member never used: unknown devices are locked out of the account. */
async function lockForUnknownDevices(user: TestUser, net: string): Promise<void> {
  for (let a = 1; a <= 4; a++) {
    for (let i = 0; i < 5; i++) expect(await signIn(new CookieJar(), `${net}.${a}`, user, `guess ${i}`)).toBe('invalid_credentials');
  }
  expect(await signIn(new CookieJar(), `${net}.9`, user)).toBe('over_request_rate_limit');
}

describe('device cookies', () => {
  it('a sign-in sets one: HttpOnly, SameSite=Strict, Path=/auth/v1, 30 days, Secure when the proxy says HTTPS', async () => {
    const user = await createUser(s);
    const post = (extra: Record<string, string>) =>
      fetch(`${s.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: s.anonKey, 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1', ...extra },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
    const plain = (await post({})).headers.getSetCookie();
    expect(plain).toHaveLength(1);
    expect(plain[0]).toMatch(
      new RegExp(
        `^${DEVICE_COOKIE_PREFIX}[A-Za-z0-9_-]{16}=v1\\.[^;]+; Max-Age=2592000; Path=${DEVICE_COOKIE_PATH}; HttpOnly; SameSite=Strict$`,
      ),
    );
    expect((await post({ 'x-forwarded-proto': 'https' })).headers.getSetCookie()[0]).toMatch(/; Secure; SameSite=Strict$/);
    // A wrong password sets none.
    const wrong = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: s.anonKey, 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
      body: JSON.stringify({ email: user.email, password: 'wrong' }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('unknown-address failures lock the account for unknown devices; a device that signed in before still signs in, from anywhere', async () => {
    const user = await createUser(s);
    const laptop = new CookieJar();
    expect(await signIn(laptop, '192.0.2.20', user)).toBe('ok');
    await lockForUnknownDevices(user, '198.51.100');
    // Another browser, at an address next to the laptop's, is an unknown device: locked out.
    expect(await signIn(new CookieJar(), '192.0.2.21', user)).toBe('over_request_rate_limit');
    // The laptop on a network it never used: its cookie vouches for it, again and again (each sign-in renews it).
    for (let i = 0; i < 3; i++) expect(await signIn(laptop, `203.0.113.${50 + i}`, user)).toBe('ok');
  });

  it("a known device counts its own failures: not the account's, not its address's; after 5 it is an unknown device again", async () => {
    const user = await createUser(s);
    const laptop = new CookieJar();
    expect(await signIn(laptop, '192.0.2.30', user)).toBe('ok');
    for (let i = 0; i < 5; i++) expect(await signIn(laptop, '192.0.2.30', user, `typo ${i}`)).toBe('invalid_credentials');
    // The address's own count is untouched: a browser without the cookie there still signs in…
    expect(await signIn(new CookieJar(), '192.0.2.30', user)).toBe('ok');
    // …while the laptop, its 5 used up, is an unknown device; once the account is locked for those, it waits too.
    await lockForUnknownDevices(user, '198.18.1');
    expect(await signIn(laptop, '203.0.113.60', user)).toBe('over_request_rate_limit');
  });

  it('a new password retires every device cookie of the account: whoever signed in with the old one is an unknown device', async () => {
    const user = await createUser(s);
    const [laptop, thief] = [new CookieJar(), new CookieJar()];
    expect(await signIn(laptop, '192.0.2.35', user)).toBe('ok');
    expect(await signIn(thief, '198.18.4.1', user)).toBe('ok'); // someone who knew the old password
    const client = browser(laptop, '192.0.2.35');
    expect((await client.auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();
    const renewed = { ...user, password: 'a brand new staff password' };
    expect((await client.auth.updateUser({ password: renewed.password })).error).toBeNull();
    await lockForUnknownDevices(renewed, '198.18.5');
    // (From another address than the one it signed in from: that address is exempt from the account's lock, cookie or not.)
    expect(await signIn(thief, '198.18.4.2', renewed, 'a guess at the new one')).toBe('over_request_rate_limit');
    // The laptop too, until it signs in with the new password once (from an address not locked).
    expect(await signIn(laptop, '203.0.113.90', renewed)).toBe('over_request_rate_limit');
    expect(await signIn(laptop, '192.0.2.35', renewed)).toBe('ok'); // its usual address: exempt from the account's lock
    expect(await signIn(laptop, '203.0.113.91', renewed)).toBe('ok');
  });

  it("another server instance (or a restarted one) on the same database accepts the cookie and sees the device's failures", async () => {
    const user = await createUser(s);
    const [laptop, phone] = [new CookieJar(), new CookieJar()];
    expect(await signIn(laptop, '192.0.2.45', user)).toBe('ok');
    expect(await signIn(phone, '192.0.2.46', user)).toBe('ok');
    for (let i = 0; i < 5; i++) expect(await signIn(phone, '192.0.2.46', user, `typo ${i}`)).toBe('invalid_credentials');
    await lockForUnknownDevices(user, '198.18.6');
    const [{ db } = { db: '' }] = await s.sql<{ db: string }>('select current_database() as db');
    const databaseUrl = Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${db}` }).toString();
    const other = await startServer({
      port: 0,
      distDir: dist,
      databaseUrl,
      jwtSecret: TEST_SECRET,
      trustProxy: 1,
      auth: testAuthOptions(),
    });
    try {
      expect(await passwordSignIn(other.url, s.anonKey, user.email, user.password, '203.0.113.95', laptop)).toBe(200);
      expect(await passwordSignIn(other.url, s.anonKey, user.email, user.password, '203.0.113.96')).toBe(429);
      // The phone's five failures are in the database: the other instance counts them too.
      expect(await passwordSignIn(other.url, s.anonKey, user.email, user.password, '203.0.113.97', phone)).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('in Chromium, supabase-js on the site sends the cookie by itself; a browser without it stays locked out', async () => {
    const user = await createUser(s);
    const launched = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const context = await launched.newContext();
      const page = await context.newPage();
      const signInInPage = async (address: string) => {
        await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
        await page.goto(`${s.url}/device`);
        return page.evaluate(
          async ({ key, email, password }) => {
            const { createClient } = (window as unknown as { supabase: typeof SupabaseJs }).supabase;
            const client = createClient(location.origin, key, { auth: { persistSession: false, autoRefreshToken: false } });
            const { error } = await client.auth.signInWithPassword({ email, password });
            return { result: error?.code ?? 'ok', visible: document.cookie };
          },
          { key: s.anonKey, email: user.email, password: user.password },
        );
      };
      expect(await signInInPage('192.0.2.40')).toEqual({ result: 'ok', visible: '' }); // HttpOnly: not readable by scripts
      const cookies = await context.cookies();
      expect(cookies).toHaveLength(1);
      expect(cookies[0]).toMatchObject({ path: DEVICE_COOKIE_PATH, httpOnly: true, sameSite: 'Strict', secure: false });
      expect(cookies[0]?.name.startsWith(DEVICE_COOKIE_PREFIX)).toBe(true);

      await lockForUnknownDevices(user, '198.18.2');
      expect((await signInInPage('203.0.113.70')).result).toBe('ok');
      // The same page in a browser without the cookie, at an address next to it: locked out.
      await context.clearCookies();
      expect((await signInInPage('203.0.113.71')).result).toBe('over_request_rate_limit');
    } finally {
      await launched.close();
    }
  });

  it("the flood helper's raw sign-in keeps the cookie the same way", async () => {
    const user = await createUser(s);
    const jar = new CookieJar();
    expect(await passwordSignIn(s.url, s.anonKey, user.email, user.password, '192.0.2.50', jar)).toBe(200);
    expect(jar.size).toBe(1);
    await lockForUnknownDevices(user, '198.18.3');
    expect(await passwordSignIn(s.url, s.anonKey, user.email, user.password, '203.0.113.80', jar)).toBe(200);
  });
});
