import { describe, expect, it } from 'vitest';
import { signAnonKey } from '../kit/keys.ts';
import { assertApiRole, authenticate } from './authContext.ts';
import { JwtVerifier } from './jwtVerifier.ts';

describe('auth context', () => {
  const secret = 'v'.repeat(40);
  const verifier = new JwtVerifier({ secret, allowPrivilegedRoles: true });

  it('Bearer sb_... keys fall back to the apikey', async () => {
    const anon = await signAnonKey(secret);
    await expect(authenticate(verifier, { apikey: anon, authorization: 'Bearer sb_publishable_x' })).resolves.toMatchObject({
      role: 'anon',
    });
  });

  it('an apikey is required and must be a configured key', async () => {
    await expect(authenticate(verifier, { apikey: undefined, authorization: undefined })).rejects.toMatchObject({
      status: 401,
      code: 'no_api_key',
    });
    await expect(authenticate(verifier, { apikey: await signAnonKey('w'.repeat(40)), authorization: undefined })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_api_key',
    });
  });

  it('roles outside the API set: 403 when the role exists, 401 when not', async () => {
    await expect(assertApiRole('authenticated', async () => true)).resolves.toBeUndefined();
    await expect(assertApiRole('postgres', async () => true)).rejects.toMatchObject({ status: 403, code: '42501' });
    await expect(assertApiRole('nobody', async () => false)).rejects.toMatchObject({ status: 401, code: '22023' });
  });
});
