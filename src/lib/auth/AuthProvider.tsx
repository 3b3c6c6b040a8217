import type { Session } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getSupabase, publicKey } from '../supabase';
import { toast } from '../toast';
import { assuranceOf } from './assurance';
import { AuthContext, type AuthContextValue, type AuthResult, type AuthState, type LoadClient } from './AuthContext';
import { AUTH_FAILURE_TITLES, type AuthAction } from './messages';
import { attempt, createMfaHelpers } from './mfa';

export interface AuthProviderProps {
  children: ReactNode;
  /** Where the Supabase client comes from; the app's lazy client by default (stories and tests pass their own). */
  client?: LoadClient;
  /** The public key realtime falls back to after a sign-out. */
  anonKey?: string;
}

const stateOf = (session: Session | null, event: AuthState['event'], refreshedAt: number | null = null): AuthState => ({
  loading: false,
  session,
  user: session?.user ?? null,
  event,
  assurance: assuranceOf(session),
  refreshedAt,
});

const INITIAL: AuthState = { loading: true, session: null, user: null, event: null, assurance: assuranceOf(null), refreshedAt: null };

/** The time of the last refresh survives the events that follow it (INITIAL_SESSION, USER_UPDATED…), not a new sign-in or a sign-out. */
const refreshedAtAfter = (event: AuthState['event'], previous: number | null) =>
  event === 'TOKEN_REFRESHED' ? Date.now() : event === 'SIGNED_OUT' || event === 'SIGNED_IN' ? null : previous;

/**
 * Spec §4 "Auth context": loading until the first session is read, then the user and session,
 * kept current by every auth state change event. A sign-out hands realtime back the public key.
 */
export function AuthProvider({ children, client: load = getSupabase, anonKey = publicKey() }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(INITIAL);

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    load()
      .then((supabase) => {
        if (!active) return;
        const { data } = supabase.auth.onAuthStateChange((event, session) => {
          // INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY
          // and MFA_CHALLENGE_VERIFIED all carry the session to hold from now on.
          setState((previous) => stateOf(session, event, refreshedAtAfter(event, previous.refreshedAt)));
          if (event === 'SIGNED_OUT') void supabase.realtime.setAuth(anonKey ?? null);
        });
        unsubscribe = () => data.subscription.unsubscribe();
      })
      .catch((error: unknown) => {
        // No client (e.g. 'supabaseUrl is required.'): signed out; the next call reports the error.
        console.error('[auth] the Supabase client could not be set up', error);
        if (active) setState(stateOf(null, null));
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [load, anonKey]);

  const report = useCallback(<T,>(action: AuthAction, result: AuthResult<T>): AuthResult => {
    if (result.ok) return { ok: true, data: null };
    toast({ title: AUTH_FAILURE_TITLES[action], description: result.error.message, variant: 'destructive' });
    return result;
  }, []);

  const signUp = useCallback(
    async (email: string, password: string) => report('signUp', await attempt(load, (s) => s.auth.signUp({ email, password }))),
    [load, report],
  );
  const signIn = useCallback(
    async (email: string, password: string) => report('signIn', await attempt(load, (s) => s.auth.signInWithPassword({ email, password }))),
    [load, report],
  );
  const signOut = useCallback(
    async (scope?: 'global' | 'local' | 'others') =>
      report(
        'signOut',
        await attempt(load, async (s) => ({ data: null, error: (await s.auth.signOut(scope ? { scope } : undefined)).error })),
      ),
    [load, report],
  );
  const revalidate = useCallback(async () => {
    const result = await attempt(load, (s) => s.auth.getUser());
    return result.ok ? { ok: true as const, data: null } : result;
  }, [load]);
  const mfa = useMemo(() => createMfaHelpers(load), [load]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signUp, signIn, signOut, revalidate, mfa }),
    [state, signUp, signIn, signOut, revalidate, mfa],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
