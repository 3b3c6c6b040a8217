import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authErrors,
  challengeSuccess,
  signInError,
  signInSuccess,
  signOutNetworkError,
  signUpError,
  verifySuccess,
} from '../../../mocks/supabase/auth';
import { MOCK_FACTOR_ID, MOCK_STAFF, mockSession, signedInSession } from '../../../mocks/supabase/authData';
import { getSupabase, resetSupabaseClient } from '../supabase';
import { getToasts, resetToasts } from '../toast/toastStore';
import { AuthProvider } from './AuthProvider';
import type { AuthContextValue } from './AuthContext';
import { useAuth } from './useAuth';

const msw = setupServer();
beforeAll(() => msw.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  msw.resetHandlers();
  resetToasts();
  resetSupabaseClient();
  localStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => msw.close());

/** The context value of the last render, kept by an effect (renders stay pure). */
let latest: AuthContextValue;
function Probe() {
  const auth = useAuth();
  useLayoutEffect(() => {
    latest = auth;
  });
  return <p data-testid="state">{auth.loading ? 'loading' : (auth.event ?? 'none')}</p>;
}

/** A stand-in client whose auth events the test emits itself. */
function fakeClient() {
  let listener: ((event: AuthChangeEvent, session: Session | null) => void) | undefined;
  const setAuth = vi.fn(async () => {});
  const unsubscribe = vi.fn();
  const client = {
    auth: {
      onAuthStateChange: (cb: typeof listener) => {
        listener = cb;
        return { data: { subscription: { unsubscribe } } };
      },
    },
    realtime: { setAuth },
  } as unknown as SupabaseClient;
  const emit = (event: AuthChangeEvent, session: Session | null) => act(() => listener!(event, session));
  return { client, emit, setAuth, unsubscribe };
}

const mount = (load: () => Promise<SupabaseClient>, anonKey = 'public-anon-key') =>
  render(
    <AuthProvider client={load} anonKey={anonKey}>
      <Probe />
    </AuthProvider>,
  );

describe('auth context (spec §4)', () => {
  it('is loading until the first session is read, then holds user and session', async () => {
    const fake = fakeClient();
    let resolve!: (c: SupabaseClient) => void;
    mount(() => new Promise((r) => (resolve = r)));
    expect(screen.getByTestId('state').textContent).toBe('loading');
    expect(latest).toMatchObject({ loading: true, session: null, user: null });
    await act(async () => resolve(fake.client));
    expect(latest.loading).toBe(true); // the client is there, the first session is not yet
    const session = signedInSession(true);
    fake.emit('INITIAL_SESSION', session);
    expect(latest).toMatchObject({ loading: false, event: 'INITIAL_SESSION', session, user: session.user });
    expect(latest.assurance).toEqual({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  it.each<AuthChangeEvent>(['SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'PASSWORD_RECOVERY', 'MFA_CHALLENGE_VERIFIED'])(
    'follows %s with the new session',
    async (event) => {
      const fake = fakeClient();
      mount(async () => fake.client);
      await waitFor(() => expect(fake.setAuth).not.toHaveBeenCalled());
      fake.emit('INITIAL_SESSION', null);
      const session = mockSession({ aal: event === 'MFA_CHALLENGE_VERIFIED' ? 'aal2' : 'aal1' });
      fake.emit(event, session);
      expect(latest).toMatchObject({ loading: false, event, session, user: session.user });
      expect(latest.refreshedAt !== null).toBe(event === 'TOKEN_REFRESHED');
    },
  );

  it('SIGNED_OUT clears user and session and hands realtime the public key', async () => {
    const fake = fakeClient();
    mount(async () => fake.client, 'the-anon-key');
    await waitFor(() => expect(latest).toBeDefined());
    fake.emit('INITIAL_SESSION', mockSession({ aal: 'aal2' }));
    fake.emit('TOKEN_REFRESHED', mockSession({ aal: 'aal2' }));
    fake.emit('SIGNED_OUT', null);
    expect(latest).toMatchObject({ session: null, user: null, event: 'SIGNED_OUT', refreshedAt: null });
    expect(latest.assurance).toEqual({ currentLevel: null, nextLevel: null });
    expect(fake.setAuth).toHaveBeenCalledExactlyOnceWith('the-anon-key');
  });

  it('unsubscribes on unmount', async () => {
    const fake = fakeClient();
    const view = mount(async () => fake.client);
    await waitFor(() => expect(latest).toBeDefined());
    fake.emit('INITIAL_SESSION', null);
    view.unmount();
    expect(fake.unsubscribe).toHaveBeenCalledOnce();
  });

  it('a client that cannot be set up leaves the context signed out; sign-in reports the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mount(() => Promise.reject(new Error('supabaseUrl is required.')));
    await waitFor(() => expect(latest.loading).toBe(false));
    expect(latest.session).toBeNull();
    expect(await latest.signIn('a@example.com', 'x')).toEqual({ ok: false, error: { message: 'supabaseUrl is required.' } });
    expect(getToasts()).toEqual([
      expect.objectContaining({ title: 'Sign In Failed', description: 'supabaseUrl is required.', variant: 'destructive' }),
    ]);
  });
});

describe('auth context with the app client (supabase-js against MSW)', () => {
  beforeEach(() => localStorage.clear());

  it('uses the spec §9 defaults: implicit flow, persisted session under a key from the host name', async () => {
    const supabase = await getSupabase();
    const auth = supabase.auth as unknown as {
      flowType: string;
      persistSession: boolean;
      autoRefreshToken: boolean;
      detectSessionInUrl: boolean;
      storageKey: string;
    };
    expect(auth).toMatchObject({ flowType: 'implicit', persistSession: true, autoRefreshToken: true, detectSessionInUrl: true });
    expect(auth.storageKey).toBe(`sb-${new URL(window.location.origin).hostname.split('.')[0]}-auth-token`);
    msw.use(signInSuccess(() => signedInSession(true)));
    mount(getSupabase);
    await waitFor(() => expect(latest.event).toBe('INITIAL_SESSION'));
    expect(await latest.signIn(MOCK_STAFF.email, MOCK_STAFF.password)).toEqual({ ok: true, data: null });
    await waitFor(() => expect(latest.event).toBe('SIGNED_IN'));
    expect(latest.user?.email).toBe(MOCK_STAFF.email);
    expect(JSON.parse(localStorage.getItem(auth.storageKey) ?? 'null')).toMatchObject({ access_token: latest.session?.access_token });
  });

  it.each([
    ['signIn', 'Sign In Failed', signInError(authErrors.invalidCredentials), 'Invalid login credentials'],
    ['signUp', 'Sign Up Failed', signUpError(authErrors.signupDisabled), 'Signups not allowed for this instance'],
  ] as const)('%s failure: destructive toast %s with the error message', async (action, title, handler, message) => {
    msw.use(handler);
    mount(getSupabase);
    await waitFor(() => expect(latest.event).toBe('INITIAL_SESSION'));
    const result = await latest[action](MOCK_STAFF.email, 'a wrong password');
    expect(result).toMatchObject({ ok: false, error: { message } });
    expect(getToasts()).toEqual([expect.objectContaining({ title, description: message, variant: 'destructive' })]);
  });

  it("an error without a message: 'Something went wrong'", async () => {
    msw.use(
      http.post('*/auth/v1/token', () =>
        HttpResponse.json({ code: 'x', message: '' }, { status: 400, headers: { 'X-Supabase-Api-Version': '2024-01-01' } }),
      ),
    );
    mount(getSupabase);
    await waitFor(() => expect(latest.event).toBe('INITIAL_SESSION'));
    await latest.signIn(MOCK_STAFF.email, 'x');
    expect(getToasts()).toEqual([expect.objectContaining({ title: 'Sign In Failed', description: 'Something went wrong' })]);
  });

  it("sign-out failure: 'Sign Out Failed', still signed in", async () => {
    msw.use(signInSuccess(), signOutNetworkError());
    mount(getSupabase);
    await waitFor(() => expect(latest.event).toBe('INITIAL_SESSION'));
    await latest.signIn(MOCK_STAFF.email, MOCK_STAFF.password);
    await waitFor(() => expect(latest.event).toBe('SIGNED_IN'));
    expect((await latest.signOut()).ok).toBe(false);
    expect(getToasts()).toEqual([expect.objectContaining({ title: 'Sign Out Failed', variant: 'destructive' })]);
    expect(latest.session).not.toBeNull();
  });

  it('verify: MFA_CHALLENGE_VERIFIED, aal2; the context agrees with supabase-js on the assurance level', async () => {
    msw.use(
      signInSuccess(() => signedInSession(true)),
      challengeSuccess(),
      verifySuccess(),
    );
    mount(getSupabase);
    await waitFor(() => expect(latest.event).toBe('INITIAL_SESSION'));
    await latest.signIn(MOCK_STAFF.email, MOCK_STAFF.password);
    await waitFor(() => expect(latest.event).toBe('SIGNED_IN'));
    const before = await latest.mfa.assuranceLevel();
    expect(before).toEqual({ ok: true, data: { currentLevel: 'aal1', nextLevel: 'aal2', methods: ['password'] } });
    expect(latest.assurance).toEqual({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect(await latest.mfa.challengeAndVerify(MOCK_FACTOR_ID, '123456')).toEqual({ ok: true, data: null });
    await waitFor(() => expect(latest.event).toBe('MFA_CHALLENGE_VERIFIED'));
    expect(latest.assurance).toEqual({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(await latest.mfa.assuranceLevel()).toEqual({
      ok: true,
      data: { currentLevel: 'aal2', nextLevel: 'aal2', methods: ['totp', 'password'] },
    });
  });
});
