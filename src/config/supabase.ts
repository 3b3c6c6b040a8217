/**
 * Where the front end finds Supabase. Production sets VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY to the hosted project; without them the site talks to the
 * local backend of `npm start` on its own origin, with the local anon key.
 */

/** Anon key of the local backend: an HS256 JWT (role anon) signed with the documented local secret. */
export const LOCAL_ANON_KEY =
  // header.payload.signature
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' +
  'eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6ImxvY2FsIiwicm9sZSI6ImFub24iLCJpYXQiOjE3MDAwMDAwMDAsImV4cCI6MjAwMDAwMDAwMH0.' +
  '3hdEB7Eeu-XRLpogxG_8enpiNpZfCHxr1QBU0zICRSY';

export interface SupabaseSettings {
  url: string | undefined;
  anonKey: string | undefined;
}

/**
 * An unset variable falls back to the local default; a variable set to an empty string is
 * passed through, so supabase-js reports 'supabaseUrl is required.' / 'supabaseKey is required.'.
 */
export function supabaseSettings(
  env: Partial<Record<'VITE_SUPABASE_URL' | 'VITE_SUPABASE_ANON_KEY', string>>,
  origin: string | undefined,
): SupabaseSettings {
  return {
    url: env.VITE_SUPABASE_URL ?? origin,
    anonKey: env.VITE_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
  };
}
