import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseSettings } from '../../config/supabase';

let clientPromise: Promise<SupabaseClient> | undefined;

/** Auth client settings of spec §9: auto refresh, persisted session, session from the URL, implicit flow. */
export const AUTH_OPTIONS = {
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: true,
  flowType: 'implicit',
} as const;

/** The public (anon) key the client was built with; realtime falls back to it on sign-out. */
export function publicKey(): string | undefined {
  return supabaseSettings(import.meta.env, globalThis.location?.origin).anonKey;
}

/**
 * The one Supabase client. supabase-js (about 55 kB gzip) is imported on first use, so even
 * the routes that need it render and hydrate without waiting for it.
 */
export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { url, anonKey } = supabaseSettings(import.meta.env, globalThis.location?.origin);
    // Non-null assertions hand empty/undefined values to supabase-js so its own errors surface.
    // Auth options are the spec's §9 defaults, spelled out; no storageKey, so supabase-js derives
    // it from the project's host name (sb-<first label>-auth-token).
    return createClient(url!, anonKey!, { auth: AUTH_OPTIONS });
  });
  // A failed setup must not be cached forever: the next call tries again.
  clientPromise.catch(() => {
    clientPromise = undefined;
  });
  return clientPromise;
}

let anonymousPromise: Promise<SupabaseClient> | undefined;

/**
 * A client that never carries a session: the client review page answers as the link's holder
 * (anon), even in a browser where a staff member is signed in to the studio, whose session the
 * database would refuse as an answer (answer_review is the client's only). Nothing is read from or
 * written to storage.
 */
export function getAnonymousSupabase(): Promise<SupabaseClient> {
  anonymousPromise ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { url, anonKey } = supabaseSettings(import.meta.env, globalThis.location?.origin);
    return createClient(url!, anonKey!, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'sb-anonymous' },
    });
  });
  anonymousPromise.catch(() => {
    anonymousPromise = undefined;
  });
  return anonymousPromise;
}

/** Test helper: drop the cached clients. */
export function resetSupabaseClient(): void {
  clientPromise = undefined;
  anonymousPromise = undefined;
}
