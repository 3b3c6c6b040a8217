import { decode } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { KEY_EXPIRES_AT, KEY_ISSUED_AT, LOCAL_ANON_KEY, LOCAL_JWT_SECRET, signAnonKey, signServiceRoleKey } from './keys.ts';

describe('keys', () => {
  it('LOCAL_ANON_KEY is the anon key signed with the local secret', async () => {
    expect(await signAnonKey(LOCAL_JWT_SECRET)).toBe(LOCAL_ANON_KEY);
    expect(decode(LOCAL_ANON_KEY).payload).toEqual({ iss: 'supabase', ref: 'local', role: 'anon', iat: KEY_ISSUED_AT, exp: KEY_EXPIRES_AT });
    expect(decode(LOCAL_ANON_KEY).header).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('keys depend on the secret and the role', async () => {
    const other = 'o'.repeat(40);
    expect(await signAnonKey(other)).not.toBe(LOCAL_ANON_KEY);
    expect(decode(await signServiceRoleKey(other)).payload.role).toBe('service_role');
  });
});
