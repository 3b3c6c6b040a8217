import { CompactSign, decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  KEY_EXPIRES_AT,
  KEY_ISSUED_AT,
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  signAnonKey,
  signServiceRoleKey,
  TokenSignatureError,
  verifySecretSignature,
} from './keys.ts';

describe('keys', () => {
  it('LOCAL_ANON_KEY is the anon key signed with the local secret', async () => {
    expect(await signAnonKey(LOCAL_JWT_SECRET)).toBe(LOCAL_ANON_KEY);
    expect(decodeJwt(LOCAL_ANON_KEY)).toEqual({ iss: 'supabase', ref: 'local', role: 'anon', iat: KEY_ISSUED_AT, exp: KEY_EXPIRES_AT });
    expect(decodeProtectedHeader(LOCAL_ANON_KEY)).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('keys depend on the secret and the role', async () => {
    const other = 'o'.repeat(40);
    expect(await signAnonKey(other)).not.toBe(LOCAL_ANON_KEY);
    expect(decodeJwt(await signServiceRoleKey(other)).role).toBe('service_role');
  });
});

describe('HS256 signature check', () => {
  const secret = 's'.repeat(40);
  const signed = (header: Record<string, unknown>, payload: unknown = { role: 'anon' }) =>
    new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: 'HS256', ...header })
      .sign(new TextEncoder().encode(secret));

  it('returns the payload of a token signed with the secret, whatever JSON it is', async () => {
    await expect(verifySecretSignature(secret, await signed({ typ: 'JWT' }))).resolves.toEqual({ role: 'anon' });
    await expect(verifySecretSignature(secret, await signed({}, [1]))).resolves.toEqual([1]);
    await expect(verifySecretSignature(secret, await signed({ typ: 'application/jwt' }))).resolves.toEqual({ role: 'anon' });
  });

  it('refuses another secret, another type, critical extensions and a payload that is not JSON', async () => {
    await expect(verifySecretSignature('t'.repeat(40), await signed({ typ: 'JWT' }))).rejects.toBeInstanceOf(TokenSignatureError);
    await expect(verifySecretSignature(secret, await signed({ typ: 'at+jwt' }))).rejects.toBeInstanceOf(TokenSignatureError);
    await expect(verifySecretSignature(secret, await signed({ crit: ['b64'], b64: true }))).rejects.toBeInstanceOf(TokenSignatureError);
    const notJson = await new CompactSign(new TextEncoder().encode('{not json'))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(secret));
    await expect(verifySecretSignature(secret, notJson)).rejects.toThrow('payload is not JSON');
  });
});
