export { AUTH_OPTIONS, getSupabase, publicKey, resetSupabaseClient } from './client';
