import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseSettings } from '../../config/supabase';

let clientPromise: Promise<SupabaseClient> | undefined;

/**
 * The one Supabase client. supabase-js (about 55 kB gzip) is imported on first use, so even
 * the routes that need it render and hydrate without waiting for it.
 */
export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { url, anonKey } = supabaseSettings(import.meta.env, globalThis.location?.origin);
    // Non-null assertions hand empty/undefined values to supabase-js so its own errors surface.
    return createClient(url!, anonKey!, { auth: { persistSession: false, autoRefreshToken: false } });
  });
  // A failed setup must not be cached forever: the next call tries again.
  clientPromise.catch(() => {
    clientPromise = undefined;
  });
  return clientPromise;
}

/** Test helper: drop the cached client. */
export function resetSupabaseClient(): void {
  clientPromise = undefined;
}
