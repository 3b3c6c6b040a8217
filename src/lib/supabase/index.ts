export { AUTH_OPTIONS, getAnonymousSupabase, getSupabase, publicKey, resetSupabaseClient } from './client';
