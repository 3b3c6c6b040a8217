/**
 * Contract between the auth MSW mocks (mocks/supabase/auth.ts) and the real /auth/v1: the same
 * supabase-js calls against both, and what the client sees (error name, status, code, message,
 * and the parts of a success the studio reads) must match. A drift on either side fails here.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  authErrors,
  challengeError,
  challengeSuccess,
  enrollSuccess,
  getUserError,
  getUserSuccess,
  refreshError,
  refreshSuccess,
  signInError,
  signInRateLimited,
  signInSuccess,
  signOutSuccess,
  signUpError,
  unenrollError,
  unenrollSuccess,
  verifyError,
  verifyRateLimited,
  verifySuccess,
} from '../../mocks/supabase/auth.ts';
import { mockFactor, mockSession, mockUser, signedInSession, verifiedSession } from '../../mocks/supabase/authData.ts';
import { authClient, createStaffUser, enrollTotp, nextTotpCode, signedInClient, testAuthOptions, totpCode } from './helpers/auth.ts';
import type { TestUser } from './helpers/auth.ts';
import { client, startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';
import { MOCK_URL, realFetch } from './helpers/contract.ts';

// Captured before MSW patches globalThis.fetch, so the real client really reaches the server.
const UNKNOWN_ID = '00000000-0000-4000-8000-00000000dead';

/** What a screen reads from a failed call. */
const failure = (error: unknown) => {
  if (!error) return null;
  const { name, status, code, message } = error as { name: string; status?: number; code?: string; message: string };
  return { name, status, code, message };
};

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** The parts of a session the auth context and the studio rely on. */
function sessionShape(
  session: {
    access_token: string;
    refresh_token: string;
    expires_in: number;
    expires_at?: number;
    token_type: string;
    user: unknown;
  } | null,
) {
  if (!session) return null;
  const claims = claimsOf(session.access_token);
  const user = session.user as { aud: string; role: string; email: string; factors?: { factor_type: string; status: string }[] };
  return {
    token_type: session.token_type,
    tokens: typeof session.refresh_token === 'string' && session.refresh_token.length > 0,
    expires: typeof session.expires_in === 'number' && typeof session.expires_at === 'number',
    claims: {
      role: claims.role,
      aud: claims.aud,
      aal: claims.aal,
      amr: (claims.amr as { method: string }[]).map((entry) => entry.method),
      sub: typeof claims.sub,
      session_id: typeof claims.session_id,
    },
    user: { aud: user.aud, role: user.role, factors: (user.factors ?? []).map(({ factor_type, status }) => ({ factor_type, status })) },
  };
}

const msw = setupServer();

describe('auth mocks match the real /auth/v1', () => {
  let s: TestServer;
  let ip = 0;

  beforeAll(async () => {
    s = await startTestServer({
      trustProxy: true,
      auth: testAuthOptions({
        // A small per-address limit, reached in three calls to compare both 429s; per-account limits and the TOTP lock-out off so only it answers.
        rateLimit: { windowMs: 60_000, perAddress: 3, perAccount: 0, perAccountTotal: 0, totpLockAfter: 0, totpLockMs: 300_000 },
      }),
    });
    msw.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => msw.resetHandlers());
  afterAll(async () => {
    msw.close();
    await s?.stop();
  });

  /** A client of the real server from its own address (its own rate-limit budget). */
  function real(): SupabaseClient {
    const forwarded = `192.0.2.${++ip}`;
    return authClient(s, {
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('x-forwarded-for', forwarded);
        return realFetch(input, { ...init, headers });
      },
    });
  }
  const mock = () => client(MOCK_URL, s.anonKey, (input, init) => globalThis.fetch(input, init));

  async function realSignedIn(user: TestUser) {
    const c = real();
    const { error } = await c.auth.signInWithPassword({ email: user.email, password: user.password });
    expect(error).toBeNull();
    return c;
  }

  async function mockSignedIn(make = () => signedInSession(false)) {
    msw.use(signInSuccess(make));
    const c = mock();
    expect((await c.auth.signInWithPassword({ email: 'a@example.com', password: 'x' })).error).toBeNull();
    return c;
  }

  it('sign-in: the session the studio reads', async () => {
    const user = await createStaffUser(s);
    msw.use(signInSuccess(() => signedInSession(false)));
    const r = await real().auth.signInWithPassword({ email: user.email, password: user.password });
    const m = await mock().auth.signInWithPassword({ email: user.email, password: user.password });
    expect(sessionShape(m.data.session)).toEqual(sessionShape(r.data.session));
    expect(sessionShape(r.data.session)?.claims.aal).toBe('aal1');
  });

  it('sign-in with a wrong password: invalid_credentials', async () => {
    const user = await createStaffUser(s);
    msw.use(signInError(authErrors.invalidCredentials));
    const r = await real().auth.signInWithPassword({ email: user.email, password: 'not the password' });
    const m = await mock().auth.signInWithPassword({ email: user.email, password: 'not the password' });
    expect(failure(m.error)).toEqual(failure(r.error));
    expect(r.error?.code).toBe('invalid_credentials');
  });

  it('sign-in over the rate limit: 429 over_request_rate_limit', async () => {
    msw.use(signInRateLimited());
    const c = real();
    let r;
    for (let i = 0; i < 4; i++) r = await c.auth.signInWithPassword({ email: 'nobody@example.com', password: 'wrong password' });
    const m = await mock().auth.signInWithPassword({ email: 'nobody@example.com', password: 'wrong password' });
    expect(failure(m.error)).toEqual(failure(r!.error));
    expect(r!.error?.status).toBe(429);
  });

  it('sign-up while it is off: signup_disabled', async () => {
    msw.use(signUpError(authErrors.signupDisabled));
    const r = await real().auth.signUp({ email: 'new@example.com', password: 'a long enough password' });
    const m = await mock().auth.signUp({ email: 'new@example.com', password: 'a long enough password' });
    expect(failure(m.error)).toEqual(failure(r.error));
    expect(r.error?.code).toBe('signup_disabled');
  });

  it('enroll, challenge, wrong code, right code: the enrollment, challenge and aal2 session', async () => {
    const user = await createStaffUser(s);
    const r = await realSignedIn(user);
    const m = await mockSignedIn();
    msw.use(
      enrollSuccess(),
      challengeSuccess(),
      verifyError(authErrors.mfaVerificationFailed, { once: true }),
      verifySuccess(verifiedSession),
    );

    const [re, me] = [await r.auth.mfa.enroll({ factorType: 'totp' }), await m.auth.mfa.enroll({ factorType: 'totp' })];
    const enrollment = (d: typeof re.data) => ({
      type: d?.type,
      qr: /^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>\s*$/.test(d?.totp.qr_code ?? ''),
      secret: /^[A-Z2-7]{16,}$/.test(d?.totp.secret ?? ''),
      uri: d?.totp.uri.startsWith('otpauth://totp/') && d.totp.uri.includes(`secret=${d.totp.secret}`),
    });
    expect(enrollment(me.data)).toEqual(enrollment(re.data));
    expect(enrollment(re.data)).toEqual({ type: 'totp', qr: true, secret: true, uri: true });
    const factorId = re.data!.id;
    const secret = re.data!.totp.secret;

    const [rc, mc] = [await r.auth.mfa.challenge({ factorId }), await m.auth.mfa.challenge({ factorId: me.data!.id })];
    const challenge = (d: typeof rc.data) => ({ type: d?.type, id: typeof d?.id, expires_at: typeof d?.expires_at });
    expect(challenge(mc.data)).toEqual(challenge(rc.data));

    const current = await nextTotpCode(secret);
    const wrong = current === '000000' ? '111111' : '000000';
    const rw = await r.auth.mfa.verify({ factorId, challengeId: rc.data!.id, code: wrong });
    const mw = await m.auth.mfa.verify({ factorId: me.data!.id, challengeId: mc.data!.id, code: wrong });
    expect(failure(mw.error)).toEqual(failure(rw.error));
    expect(rw.error?.code).toBe('mfa_verification_failed');

    const rc2 = await r.auth.mfa.challenge({ factorId });
    const rv = await r.auth.mfa.verify({ factorId, challengeId: rc2.data!.id, code: current });
    const mv = await m.auth.mfa.verify({ factorId: me.data!.id, challengeId: mc.data!.id, code: current });
    expect(rv.error).toBeNull();
    expect(sessionShape(mv.data as never)).toEqual(sessionShape(rv.data as never));
    expect(sessionShape(rv.data as never)?.claims).toMatchObject({ aal: 'aal2', amr: ['totp', 'password'] });

    // Unenroll a verified factor at aal2, then the refresh the context makes: aal1 again.
    msw.use(
      unenrollSuccess(me.data!.id),
      refreshSuccess(() => mockSession({ aal: 'aal1' })),
    );
    const [ru, mu] = [await r.auth.mfa.unenroll({ factorId }), await m.auth.mfa.unenroll({ factorId: me.data!.id })];
    expect(ru.error).toBeNull();
    expect(mu.error).toBeNull();
    expect(mu.data?.id).toBe(me.data!.id);
    expect(ru.data?.id).toBe(factorId);
    const [rr, mr] = [await r.auth.refreshSession(), await m.auth.refreshSession()];
    expect(sessionShape(mr.data.session)).toEqual(sessionShape(rr.data.session));
  });

  it('verify over the rate limit: 429', async () => {
    const user = await createStaffUser(s);
    const r = await realSignedIn(user);
    const { factorId, secret } = await enrollTotp(r);
    let last;
    for (let i = 0; i < 4; i++) {
      const { data } = await r.auth.mfa.challenge({ factorId });
      last = await r.auth.mfa.verify({ factorId, challengeId: data?.id ?? UNKNOWN_ID, code: totpCode(secret, 1) });
    }
    msw.use(verifyRateLimited());
    const m = await (await mockSignedIn()).auth.mfa.verify({ factorId: UNKNOWN_ID, challengeId: UNKNOWN_ID, code: '123456' });
    expect(failure(m.error)).toEqual(failure(last!.error));
    expect(last!.error?.status).toBe(429);
  });

  it('challenge for an unknown factor: mfa_factor_not_found', async () => {
    const r = await realSignedIn(await createStaffUser(s));
    const m = await mockSignedIn();
    msw.use(challengeError(authErrors.mfaFactorNotFound));
    const [rc, mc] = [await r.auth.mfa.challenge({ factorId: UNKNOWN_ID }), await m.auth.mfa.challenge({ factorId: UNKNOWN_ID })];
    expect(failure(mc.error)).toEqual(failure(rc.error));
    expect(rc.error?.code).toBe('mfa_factor_not_found');
  });

  it('unenroll a verified factor at aal1: insufficient_aal', async () => {
    const user = await createStaffUser(s);
    const first = await signedInClient(s, user);
    const { factorId, secret } = await enrollTotp(first);
    expect((await first.auth.mfa.challengeAndVerify({ factorId, code: await nextTotpCode(secret) })).error).toBeNull();
    const r = await realSignedIn(user); // a later sign-in: aal1
    const m = await mockSignedIn(() => signedInSession(true));
    msw.use(unenrollError(authErrors.insufficientAal));
    const [ru, mu] = [await r.auth.mfa.unenroll({ factorId }), await m.auth.mfa.unenroll({ factorId })];
    expect(failure(mu.error)).toEqual(failure(ru.error));
    expect(ru.error?.code).toBe('insufficient_aal');
  });

  it('list factors (GET /user) and a session revoked by a global sign-out elsewhere: session_not_found, SIGNED_OUT', async () => {
    const user = await createStaffUser(s);
    const r = await realSignedIn(user);
    const m = await mockSignedIn();
    msw.use(getUserSuccess(() => mockUser({ factors: [mockFactor('unverified')] })));
    await enrollTotp(r);
    const [rl, ml] = [await r.auth.mfa.listFactors(), await m.auth.mfa.listFactors()];
    const statuses = (d: typeof rl.data) => d?.all.map((f) => [f.factor_type, f.status]);
    expect(statuses(ml.data)).toEqual(statuses(rl.data));

    const elsewhere = await realSignedIn(user);
    expect((await elsewhere.auth.signOut({ scope: 'global' })).error).toBeNull();
    msw.use(getUserError(authErrors.sessionNotFound));
    const events: string[][] = [[], []];
    r.auth.onAuthStateChange((event) => events[0]!.push(event));
    m.auth.onAuthStateChange((event) => events[1]!.push(event));
    const [ru, mu] = [await r.auth.getUser(), await m.auth.getUser()];
    expect(failure(mu.error)).toEqual(failure(ru.error));
    expect(ru.error?.name).toBe('AuthSessionMissingError');
    expect(events[1]).toEqual(events[0]);
    expect(events[0]).toContain('SIGNED_OUT');
  });

  it('refresh with a revoked token: refresh_token_not_found', async () => {
    const user = await createStaffUser(s);
    const r = await realSignedIn(user);
    const m = await mockSignedIn();
    const stale = (await r.auth.getSession()).data.session!;
    await (await realSignedIn(user)).auth.signOut({ scope: 'global' });
    msw.use(refreshError(authErrors.refreshTokenNotFound));
    const [rr, mr] = [
      await r.auth.refreshSession({ refresh_token: stale.refresh_token }),
      await m.auth.refreshSession({ refresh_token: 'mock-refresh-revoked' }),
    ];
    expect(failure(mr.error)).toEqual(failure(rr.error));
    expect(rr.error?.code).toBe('refresh_token_not_found');
  });

  it('sign-out: no error, SIGNED_OUT', async () => {
    const r = await realSignedIn(await createStaffUser(s));
    const m = await mockSignedIn();
    msw.use(signOutSuccess());
    const [ro, mo] = [await r.auth.signOut(), await m.auth.signOut()];
    expect(mo.error).toEqual(ro.error);
    expect(ro.error).toBeNull();
    expect((await m.auth.getSession()).data.session).toBeNull();
  });
});
