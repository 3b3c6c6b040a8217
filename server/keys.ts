/**
 * API keys, Supabase style: HS256 JWTs signed with the project's JWT secret, differing only in
 * their `role` claim. The anon key is public (it ships in the front-end bundle); access control is
 * RLS in the database, never the secrecy of this key.
 */
import { sign } from 'hono/jwt';

/**
 * The Supabase CLI's well-known local-development secret. Public knowledge, so while it is in use
 * the server accepts only anon tokens (see rest/jwt.ts); set JWT_SECRET for anything else.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** Fixed so the key is a reproducible constant: 2023-11-14 and 2033-05-18. */
export const KEY_ISSUED_AT = 1_700_000_000;
export const KEY_EXPIRES_AT = 2_000_000_000;

/** signAnonKey(LOCAL_JWT_SECRET): the front end's default VITE_SUPABASE_ANON_KEY. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6ImxvY2FsIiwicm9sZSI6ImFub24iLCJpYXQiOjE3MDAwMDAwMDAsImV4cCI6MjAwMDAwMDAwMH0.3hdEB7Eeu-XRLpogxG_8enpiNpZfCHxr1QBU0zICRSY';

export type ApiKeyRole = 'anon' | 'service_role';

export function signApiKey(secret: string, role: ApiKeyRole): Promise<string> {
  return sign({ iss: 'supabase', ref: 'local', role, iat: KEY_ISSUED_AT, exp: KEY_EXPIRES_AT }, secret, 'HS256');
}

export function signAnonKey(secret: string): Promise<string> {
  return signApiKey(secret, 'anon');
}

/** Full access, bypasses RLS. Keep it on servers only; never put it in front-end code. */
export function signServiceRoleKey(secret: string): Promise<string> {
  return signApiKey(secret, 'service_role');
}
