/**
 * Issue 19 on /auth/v1, the parts that take more than one request: what a foreign page sends is
 * refused before any rate-limit counter moves; metadata written before the cap cannot make a token
 * too large; the cap on concurrent password hashing answers 503 with Retry-After instead of
 * queueing without end; a password-only session can still end itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_MAX_BYTES } from '../../server/kit/keys.ts';
import { aal2Client, authClient, createUser, signedInClient, testAuthOptions } from './helpers/auth.ts';
import { startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';

const json = (s: TestServer, path: string, init: { method?: string; token?: string; body?: unknown; address: string }) =>
  fetch(`${s.url}/auth/v1${path}`, {
    method: init.method ?? 'POST',
    headers: {
      apikey: s.anonKey,
      authorization: `Bearer ${init.token ?? s.anonKey}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      'x-forwarded-for': init.address,
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });

describe('auth hardening (issue 19)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      trustProxy: true,
      auth: testAuthOptions({
        signupEnabled: true,
        // Smaller than the defaults, to reach each limit in a few requests; the TOTP lock-out is off (totpLockout.test.ts tests it).
        rateLimit: { windowMs: 300_000, perAddress: 3, perAccount: 1, perAccountTotal: 1, totpLockAfter: 0, totpLockMs: 300_000 },
      }),
    });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('requests a foreign page can send without a preflight count against no limit; real ones still do', async () => {
    const user = await createUser(s);
    const address = '203.0.113.10';
    const credentials = JSON.stringify({ email: user.email, password: 'a wrong password' });
    for (let i = 0; i < 5; i++) {
      // A no-cors fetch: text/plain, the key in the URL, no other headers.
      const crossSite = await fetch(`${s.url}/auth/v1/token?grant_type=password&apikey=${s.anonKey}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address },
        body: credentials,
      });
      expect(crossSite.status).toBe(401);
      // Even with the header (impossible cross-site), a text/plain body is refused at the gateway.
      const plain = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: s.anonKey, 'content-type': 'text/plain', 'x-forwarded-for': address },
        body: credentials,
      });
      expect(plain.status).toBe(400);
    }
    // perAccount is 1 and perAddress 3: had any of the ten counted, this sign-in would be a 429.
    const ok = await json(s, '/token?grant_type=password', { body: { email: user.email, password: user.password }, address });
    expect(ok.status).toBe(200);
    // The counters are live: one real wrong password, then the account is refused from this address.
    expect((await json(s, '/token?grant_type=password', { body: { email: user.email, password: 'wrong one' }, address })).status).toBe(400);
    const limited = await json(s, '/token?grant_type=password', { body: { email: user.email, password: 'wrong two' }, address });
    expect(limited.status).toBe(429);
  });

  it('metadata stored before the cap never makes a token larger than a header can carry', async () => {
    const user = await createUser(s, { staff: false });
    await s.sql(`update auth.users set raw_user_meta_data = jsonb_build_object('pad', repeat('x', 60000)) where id = $1`, [user.userId]);
    const client = await signedInClient(s, user, { headers: { 'x-forwarded-for': '203.0.113.11' } });
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    expect(token.length).toBeLessThan(ACCESS_TOKEN_MAX_BYTES);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { user_metadata: Record<string, unknown> };
    expect(claims.user_metadata).toEqual({ email: user.email, email_verified: true, phone_verified: false, sub: user.userId });
    // The token works, the User object still shows everything, and a refresh works too.
    const { data } = await client.auth.getUser();
    expect(String(data.user?.user_metadata.pad).length).toBe(60000);
    expect((await client.auth.refreshSession()).error).toBeNull();
    // Growing it further is refused; shrinking it (the way out) is allowed.
    const grow = await client.auth.updateUser({ data: { more: 'y' } });
    expect(grow.error?.code).toBe('validation_failed');
    const shrink = await client.auth.updateUser({ data: { pad: null, theme: 'dark' } });
    expect(shrink.error).toBeNull();
    expect(shrink.data.user?.user_metadata).toMatchObject({ theme: 'dark' });
    expect(shrink.data.user?.user_metadata.pad).toBeUndefined();
  });

  it('sign-up metadata is capped at 4 KB', async () => {
    const address = '203.0.113.12';
    const big = await json(s, '/signup', {
      body: { email: 'big-meta@example.com', password: 'a long enough password', data: { pad: 'x'.repeat(4096) } },
      address,
    });
    expect(big.status).toBe(400);
    expect(((await big.json()) as { code: string }).code).toBe('validation_failed');
    expect(await s.sql(`select 1 from auth.users where email = 'big-meta@example.com'`)).toEqual([]);
    const fits = await json(s, '/signup', {
      body: { email: 'fits-meta@example.com', password: 'a long enough password', data: { pad: 'x'.repeat(4000) } },
      address,
    });
    expect(fits.status).toBe(200);
  });

  it('a password-only session of an MFA user can still sign itself out (scope=local)', async () => {
    const staff = await aal2Client(s);
    const aal1 = await signedInClient(s, staff, { headers: { 'x-forwarded-for': '203.0.113.13' } });
    const token = (await aal1.auth.getSession()).data.session?.access_token ?? '';
    const res = await json(s, '/logout?scope=local', { token, address: '203.0.113.13' });
    expect(res.status).toBe(204);
    // The aal2 session is untouched.
    expect((await staff.client.auth.getUser()).error).toBeNull();
  });
});

describe('password hashing cap (issue 19)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      trustProxy: true,
      auth: testAuthOptions({
        argon2: { memoryCost: 19_456, timeCost: 4 },
        // No waiting at all: whatever arrives while a hash runs is refused (HashSlots' own waiting is unit-tested).
        hashing: { concurrency: 1, reserved: 0, maxWaitMs: 0, maxQueue: 0 },
        // Lifted: this block tests the hashing slots' refusals, which the sign-in limits would answer first.
        rateLimit: { windowMs: 300_000, perAddress: 0, perAccount: 0, perAccountTotal: 0, totpLockAfter: 0, totpLockMs: 300_000 },
      }),
    });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('sign-ins beyond the cap wait briefly, then get 503 server_busy with Retry-After', async () => {
    const user = await createUser(s);
    const attempts = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        json(s, '/token?grant_type=password', { body: { email: user.email, password: `wrong ${i}` }, address: `203.0.113.${100 + i}` }),
      ),
    );
    const busy = attempts.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(attempts.some((r) => r.status === 400)).toBe(true);
    for (const r of busy) {
      expect(r.headers.get('retry-after')).toBe('1');
      expect(((await r.json()) as { code: string }).code).toBe('server_busy');
    }
    // Once the flood is over, a sign-in goes through.
    const client = authClient(s);
    expect((await client.auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();
  });
});
