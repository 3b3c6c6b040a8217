/**
 * /auth/v1 through unmodified supabase-js: sign-in, no enumeration,
 * refresh rotation and reuse, logout scopes, expiry with automatic refresh, TOTP enroll /
 * challenge / verify / replay / unenroll, aal and amr claims, sign-up off and on, rate limits,
 * and RLS on submissions for staff at aal2 only.
 */
import type { AuthChangeEvent } from '@supabase/supabase-js';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Passwords } from '../../server/auth/passwords.ts';
import { addStaff } from '../../server/auth/models/staff.ts';
import {
  aal2Client,
  accessClaims,
  authClient,
  createUser,
  enrollTotp,
  nextTotpCode,
  signedInClient,
  signInWithTotp,
  testAuthOptions,
  TEST_PASSWORD,
  totpCode,
  verifyTotp,
} from './helpers/auth.ts';
import { startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

describe('auth', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.stop();
  });

  describe('password sign-in', () => {
    it('answers a session with the contract claims, signed by the JWKS key', async () => {
      const user = await createUser(s);
      const client = authClient(s);
      const events: AuthChangeEvent[] = [];
      client.auth.onAuthStateChange((e) => void events.push(e));
      const { data, error } = await client.auth.signInWithPassword({ email: user.email.toUpperCase(), password: user.password });
      expect(error).toBeNull();
      expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
      expect(data.session?.refresh_token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(data.user).toMatchObject({
        id: user.userId,
        email: user.email,
        aud: 'authenticated',
        role: 'authenticated',
        app_metadata: { provider: 'email' },
      });
      expect(data.user?.factors).toBeUndefined();
      expect(events).toContain('SIGNED_IN');
      const token = data.session?.access_token ?? '';
      const { payload, protectedHeader } = await jwtVerify(token, createRemoteJWKSet(new URL(`${s.url}/auth/v1/.well-known/jwks.json`)));
      expect(protectedHeader.alg).toBe('ES256');
      expect(payload).toMatchObject({
        sub: user.userId,
        aud: 'authenticated',
        role: 'authenticated',
        aal: 'aal1',
        email: user.email,
        is_anonymous: false,
      });
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
      expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
      expect(payload.session_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(payload.iss).toBe('https://www.lumenwebstudio.com/auth/v1'); // SITE_URL's default, not the Host
    });

    it('a wrong password and an unknown e-mail give the same answer', async () => {
      const user = await createUser(s);
      const body = async (email: string) => {
        const res = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: s.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
          body: JSON.stringify({ email, password: 'wrong password here' }),
        });
        return { status: res.status, body: await res.text(), code: res.headers.get('x-sb-error-code') };
      };
      const wrong = await body(user.email);
      expect(wrong).toEqual({
        status: 400,
        body: '{"code":"invalid_credentials","message":"Invalid login credentials"}',
        code: 'invalid_credentials',
      });
      expect(await body('nobody@example.com')).toEqual(wrong);
      const { error } = await authClient(s).auth.signInWithPassword({ email: 'nobody@example.com', password: 'x' });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    });

    it('getUser and updateUser (metadata, password; other sessions end)', async () => {
      const user = await createUser(s);
      const a = await signedInClient(s, user);
      const b = await signedInClient(s, user);
      expect((await a.auth.getUser()).data.user?.id).toBe(user.userId);
      const events: AuthChangeEvent[] = [];
      a.auth.onAuthStateChange((e) => void events.push(e));
      const upd = await a.auth.updateUser({ data: { name: 'Ann' } });
      expect(upd.data.user?.user_metadata).toMatchObject({ name: 'Ann', email: user.email });
      expect(events).toContain('USER_UPDATED');
      const weak = await a.auth.updateUser({ password: 'short' });
      expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
      expect((await a.auth.updateUser({ password: 'a brand new long password' })).error).toBeNull();
      // 403 session_not_found: auth-js turns it into AuthSessionMissingError and drops the session.
      expect((await b.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
      expect((await authClient(s).auth.signInWithPassword({ email: user.email, password: user.password })).error?.code).toBe(
        'invalid_credentials',
      );
      expect((await authClient(s).auth.signInWithPassword({ email: user.email, password: 'a brand new long password' })).error).toBeNull();
    });
  });

  describe('sessions', () => {
    it('refresh rotates the refresh token and emits TOKEN_REFRESHED', async () => {
      const client = await signedInClient(s, await createUser(s));
      const before = (await client.auth.getSession()).data.session;
      const events: AuthChangeEvent[] = [];
      client.auth.onAuthStateChange((e) => void events.push(e));
      const { data, error } = await client.auth.refreshSession();
      expect(error).toBeNull();
      expect(data.session?.refresh_token).not.toBe(before?.refresh_token);
      expect(data.session?.access_token).not.toBe(before?.access_token);
      expect(events).toContain('TOKEN_REFRESHED');
      const again = await authClient(s).auth.refreshSession({ refresh_token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
      expect(again.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    });

    it('logout scopes: others, local, global', async () => {
      const user = await createUser(s);
      const [a, b, c] = [await signedInClient(s, user), await signedInClient(s, user), await signedInClient(s, user)];
      const rt = async (x: typeof a) => (await x.auth.getSession()).data.session?.refresh_token ?? '';
      const [rb, rc] = [await rt(b), await rt(c)];
      expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
      expect((await a.auth.getUser()).error).toBeNull();
      expect((await authClient(s).auth.refreshSession({ refresh_token: rb })).error?.code).toBe('refresh_token_not_found');
      expect((await authClient(s).auth.refreshSession({ refresh_token: rc })).error?.code).toBe('refresh_token_not_found');
      const d = await signedInClient(s, user);
      const token = (await a.auth.getSession()).data.session?.access_token ?? '';
      expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
      expect((await a.auth.getSession()).data.session).toBeNull();
      const gone = await fetch(`${s.url}/auth/v1/user`, {
        headers: { apikey: s.anonKey, authorization: `Bearer ${token}`, 'x-supabase-api-version': '2024-01-01' },
      });
      expect(gone.status).toBe(403);
      expect((await d.auth.getUser()).error).toBeNull();
      const e = await signedInClient(s, user);
      const events: AuthChangeEvent[] = [];
      e.auth.onAuthStateChange((ev) => void events.push(ev));
      expect((await e.auth.signOut()).error).toBeNull();
      expect(events).toContain('SIGNED_OUT');
      expect((await d.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
      expect((await s.sql('select 1 from auth.sessions where user_id = $1', [user.userId])).length).toBe(0);
    });
  });

  describe('TOTP', () => {
    it('enroll, challenge, wrong code, verify (aal2, amr totp), replay refused, later sign-in, unenroll', async () => {
      const user = await createUser(s);
      const client = await signedInClient(s, user);
      const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone', issuer: 'Lumen Studio' });
      expect(enrolled.error).toBeNull();
      const totp = enrolled.data?.totp;
      expect(totp?.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
      expect(totp?.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(totp?.uri).toMatch(/^otpauth:\/\/totp\/Lumen%20Studio:.+\?.*secret=/);
      const factorId = enrolled.data?.id ?? '';
      const secret = totp?.secret ?? '';
      expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

      const ch = await client.auth.mfa.challenge({ factorId });
      expect(ch.error).toBeNull();
      expect(ch.data?.expires_at).toBeGreaterThan(Date.now() / 1000 + 290);
      const bad = await client.auth.mfa.verify({ factorId, challengeId: ch.data?.id ?? '', code: totpCode(secret, 1) });
      expect(bad.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

      const events: AuthChangeEvent[] = [];
      client.auth.onAuthStateChange((e) => void events.push(e));
      const code = await nextTotpCode(secret);
      const ok = await client.auth.mfa.verify({ factorId, challengeId: ch.data?.id ?? '', code });
      expect(ok.error).toBeNull();
      expect(events).toContain('MFA_CHALLENGE_VERIFIED');
      expect(ok.data?.user.factors?.[0]).toMatchObject({ id: factorId, status: 'verified', factor_type: 'totp', friendly_name: 'phone' });
      expect(JSON.stringify(ok.data)).not.toContain(secret);
      const claims = await accessClaims(client);
      expect(claims.aal).toBe('aal2');
      expect((claims.amr as { method: string }[]).map((m) => m.method)).toEqual(['totp', 'password']);
      expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
      expect(JSON.stringify((await client.auth.getUser()).data)).not.toContain(secret);

      const replay = await client.auth.mfa.challengeAndVerify({ factorId, code });
      expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

      // Later sign-in: aal1 until the challenge is answered.
      const later = await signedInClient(s, user);
      expect((await later.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
      expect((await later.auth.mfa.unenroll({ factorId })).error).toMatchObject({ status: 422, code: 'insufficient_aal' });
      await verifyTotp(later, factorId, secret);
      expect((await accessClaims(later)).aal).toBe('aal2');
      // The refreshed token keeps aal2 and the totp method.
      await later.auth.refreshSession();
      expect((await accessClaims(later)).aal).toBe('aal2');

      expect((await later.auth.mfa.unenroll({ factorId })).error).toBeNull();
      const after = await later.auth.refreshSession();
      expect((await accessClaims(later)).aal).toBe('aal1');
      expect(after.data.user?.factors).toBeUndefined();
      // Re-enroll works after removal.
      const again = await enrollTotp(later);
      await verifyTotp(later, again.factorId, again.secret);
      expect((await accessClaims(later)).aal).toBe('aal2');
    });

    it('accepts the previous and next time step (±1), not two steps away', async () => {
      const user = await createUser(s);
      const client = await signedInClient(s, user);
      const { factorId, secret } = await enrollTotp(client);
      const step = Math.floor(Date.now() / 30_000);
      const far = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, step - 3) });
      expect(far.error?.code).toBe('mfa_verification_failed');
      const prev = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, step - 1) });
      // A step boundary may pass between the two lines; then "previous" is two steps back.
      if (Math.floor(Date.now() / 30_000) === step) expect(prev.error).toBeNull();
    });
  });

  describe('sign-up', () => {
    it('is off by default: signup_disabled, settings say so', async () => {
      const { error } = await authClient(s).auth.signUp({ email: 'visitor@example.com', password: 'a long enough password' });
      expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
      const settings = (await (await fetch(`${s.url}/auth/v1/settings`, { headers: { apikey: s.anonKey } })).json()) as Record<
        string,
        unknown
      >;
      expect(settings).toMatchObject({ disable_signup: true, external: { email: true, github: false, phone: false } });
    });
  });

  describe('row-level security on submissions', () => {
    it('authenticated at aal1 and non-staff at aal2 read nothing; staff at aal2 reads', async () => {
      await s.sql(`insert into public.submissions (name, email, service, message) values ('Rls', 'rls@example.com', 'custom', 'hi')`);
      const total = Number((await s.sql<{ n: string }>('select count(*) as n from public.submissions'))[0]?.n);
      expect(total).toBeGreaterThan(0);
      const staff = await aal2Client(s);
      const aal1 = await signedInClient(s, staff);
      const outsider = await aal2Client(s, { staff: false });
      const rows = async (c: typeof aal1) => {
        const { data, error } = await c.from('submissions').select('id');
        expect(error).toBeNull();
        return data?.length;
      };
      expect(await rows(aal1)).toBe(0);
      expect(await rows(outsider.client)).toBe(0);
      expect(await rows(staff.client)).toBe(total);
      const staffTable = await staff.client.from('staff').select('*');
      expect(staffTable.error).toMatchObject({ code: '42501' });
      // Staff again through a later sign-in with the challenge.
      expect(await rows(await signInWithTotp(s, staff))).toBe(total);
    });
  });
});

describe('auth timing and intervals', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ auth: testAuthOptions({ refreshTokenReuseInterval: 1, jwtExpiry: 2, signupEnabled: true }) });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('a rotated token is accepted within the reuse interval; reuse after it ends the session', async () => {
    const client = await signedInClient(s, await createUser(s));
    const t0 = (await client.auth.getSession()).data.session?.refresh_token ?? '';
    const r1 = await authClient(s).auth.refreshSession({ refresh_token: t0 });
    expect(r1.error).toBeNull();
    const within = await authClient(s).auth.refreshSession({ refresh_token: t0 });
    expect(within.error).toBeNull();
    await sleep(1300);
    const after = await authClient(s).auth.refreshSession({ refresh_token: t0 });
    expect(after.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const t1 = r1.data.session?.refresh_token ?? '';
    expect((await authClient(s).auth.refreshSession({ refresh_token: t1 })).error?.code).toBe('refresh_token_not_found');
    const res = await fetch(`${s.url}/auth/v1/user`, {
      headers: { apikey: s.anonKey, authorization: `Bearer ${r1.data.session?.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(res.status).toBe(403);
  });

  it('an expired access token is refused by /user and refreshed automatically by supabase-js', async () => {
    const user = await createUser(s);
    const client = await signedInClient(s, user, { autoRefresh: true });
    await client.auth.stopAutoRefresh();
    const first = (await client.auth.getSession()).data.session;
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((e) => void events.push(e));
    await sleep(3100);
    const raw = await fetch(`${s.url}/auth/v1/user`, {
      headers: { apikey: s.anonKey, authorization: `Bearer ${first?.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(raw.status).toBe(403);
    expect(((await raw.json()) as { code: string }).code).toBe('bad_jwt');
    const { error } = await client.from('submissions').select('id');
    expect(error).toBeNull();
    expect(events).toContain('TOKEN_REFRESHED');
    expect((await client.auth.getSession()).data.session?.access_token).not.toBe(first?.access_token);
    expect((await client.auth.getUser()).data.user?.id).toBe(user.userId);
  });

  it('sign-up when enabled: a session; the same e-mail again is user_already_exists; weak password', async () => {
    const email = `new-${Date.now()}@example.com`;
    const first = await authClient(s).auth.signUp({ email, password: 'a long enough password' });
    expect(first.error).toBeNull();
    expect(first.data.session?.access_token).toBeTruthy();
    expect((await authClient(s).auth.signUp({ email, password: 'a long enough password' })).error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
    });
    expect((await authClient(s).auth.signUp({ email: `w${email}`, password: 'short' })).error).toMatchObject({
      status: 422,
      code: 'weak_password',
    });
    expect((await authClient(s).auth.signInWithPassword({ email, password: 'a long enough password' })).error).toBeNull();
  });
});

describe('auth rate limits', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      trustProxy: true,
      auth: testAuthOptions({
        // Smaller than the defaults, to reach each sign-in limit in a few requests; the TOTP lock-out is off (totpLockout.test.ts tests it).
        rateLimit: { windowMs: 60_000, perAddress: 6, perAccount: 2, perAccountTotal: 4, totpLockAfter: 0, totpLockMs: 300_000 },
      }),
    });
  });
  afterAll(async () => {
    await s?.stop();
  });
  const from = (ip: string) => authClient(s, { headers: { 'x-forwarded-for': ip } });
  const signIn = (ip: string, email: string, password: string) => from(ip).auth.signInWithPassword({ email, password });

  it('per address: 429 over_request_rate_limit with Retry-After', async () => {
    for (let i = 0; i < 6; i++) expect((await signIn('192.0.2.10', `x${i}@example.com`, 'wrong')).error?.code).toBe('invalid_credentials');
    const res = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: s.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': '192.0.2.10',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email: 'y@example.com', password: 'x' }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  });

  it('per account: the attacker locks only their own addresses; the staff member still signs in', async () => {
    const user = await createUser(s);
    expect((await signIn('192.0.2.20', user.email, user.password)).error).toBeNull(); // usual address
    for (const ip of ['198.51.100.1', '198.51.100.2']) {
      for (let i = 0; i < 2; i++) expect((await signIn(ip, user.email, 'guess')).error?.code).toBe('invalid_credentials');
      expect((await signIn(ip, user.email, user.password)).error?.code).toBe('over_request_rate_limit');
    }
    // Four failures in all: a new address is held off for the window, the usual one is not.
    expect((await signIn('198.51.100.3', user.email, user.password)).error?.code).toBe('over_request_rate_limit');
    expect((await signIn('192.0.2.20', user.email, user.password)).error).toBeNull();
    // Unknown accounts are limited the same way (no enumeration through 429s).
    for (let i = 0; i < 2; i++) await signIn('198.51.100.9', 'ghost@example.com', 'guess');
    expect((await signIn('198.51.100.9', 'ghost@example.com', 'guess')).error?.code).toBe('over_request_rate_limit');
  });

  it('MFA verify: wrong codes are limited per account', async () => {
    const user = await createUser(s);
    const client = await signedInClient(s, user, { headers: { 'x-forwarded-for': '192.0.2.30' } });
    const { factorId, secret } = await enrollTotp(client);
    for (let i = 0; i < 2; i++)
      expect((await client.auth.mfa.challengeAndVerify({ factorId, code: '000000' })).error?.code).toBe('mfa_verification_failed');
    const locked = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) });
    expect(locked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('no account enumeration by timing (default argon2 cost)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ auth: testAuthOptions({ argon2: { memoryCost: 19_456, timeCost: 2 } }) });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('an unknown e-mail costs about as much as a wrong password', async () => {
    // Hashed at the server's own (default) cost, as staff:add would.
    await addStaff(s.db, new Passwords(s.options.auth.argon2), 'timing@example.com', TEST_PASSWORD, 10);
    const user = { email: 'timing@example.com' };
    const time = async (email: string) => {
      const t = performance.now();
      await authClient(s).auth.signInWithPassword({ email, password: 'wrong password' });
      return performance.now() - t;
    };
    await time('warm@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(user.email));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    // Without the dummy hash an unknown e-mail answers in ~1 ms against tens of ms for a hash (a
    // ratio near 0.02). The bounds are wide on purpose: two shared cores move single timings a lot,
    // and the known path also does its failure bookkeeping.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.25);
    expect(median(unknown)).toBeLessThan(median(known) * 4);
  });
});
