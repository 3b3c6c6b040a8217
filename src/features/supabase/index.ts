export { getSupabase, resetSupabaseClient } from './client';
