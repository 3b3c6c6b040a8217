import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, signServiceRoleKey } from '../kit/keys.ts';
import { JwtVerifier } from './jwtVerifier.ts';

describe('JWT verification', () => {
  const secret = 'v'.repeat(40);
  it('refuses privileged roles while the public local secret is in use', async () => {
    const v = new JwtVerifier({ secret: LOCAL_JWT_SECRET, allowPrivilegedRoles: false });
    await expect(v.verify(LOCAL_ANON_KEY)).resolves.toMatchObject({ role: 'anon' });
    await expect(v.verify(await signServiceRoleKey(LOCAL_JWT_SECRET))).rejects.toMatchObject({ status: 401, body: { code: 'PGRST301' } });
  });

  it('defaults a missing role claim to anon and puts the role in the claims', async () => {
    const v = new JwtVerifier({ secret, allowPrivilegedRoles: true });
    const token = await new SignJWT({ sub: 'x' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
    await expect(v.verify(token)).resolves.toMatchObject({ role: 'anon', claims: { sub: 'x', role: 'anon' } });
  });
});
