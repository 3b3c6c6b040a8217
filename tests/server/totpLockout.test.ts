/**
 * Two-factor guessing is noticed (issue 19, point 6): wrong codes from addresses that never signed
 * in to the account lock its codes for a while, longer each time; the staff member's own addresses
 * are never locked out; the next successful sign-in tells them how many wrong codes were entered.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aal2Client, createStaffUser, enrollTotp, signedInClient, testAuthOptions, totpCode, verifyTotp } from './helpers/auth.ts';
import type { Aal2Client } from './helpers/auth.ts';
import { sleep } from './helpers/load.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

let s: TestServer;
let staff: Aal2Client;

beforeAll(async () => {
  s = await startTestServer({
    trustProxy: 1,
    auth: testAuthOptions({
      rateLimit: { windowMs: 300_000, perAddress: 1000, perAccount: 1000, perAccountTotal: 1000, totpLockAfter: 3, totpLockMs: 1000 },
    }),
  });
  staff = await aal2Client(s, { staff: true }); // signs in from 127.0.0.1: a trusted address from now on
});
afterAll(() => s.stop());

const wrongCode = () => totpCode(staff.secret, Math.floor(Date.now() / 30_000) + 1000);

async function attacker(): Promise<SupabaseClient> {
  return signedInClient(s, staff, { headers: { 'x-forwarded-for': '203.0.113.66' } }); // has the password
}

async function guess(client: SupabaseClient, code = wrongCode()) {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId: staff.factorId, code });
  return { status: error ? ((error as { status?: number }).status ?? 0) : 200, code: error?.code };
}

describe('wrong two-factor codes', () => {
  it("lock the account from new addresses, longer each time, never from the staff member's own", async () => {
    const client = await attacker();
    for (let i = 0; i < 3; i++) expect(await guess(client)).toEqual({ status: 422, code: 'mfa_verification_failed' });
    // Locked for 1 s: any code is refused from this address, before it is even looked at.
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    const verifyRaw = () =>
      fetch(`${s.url}/auth/v1/factors/${staff.factorId}/verify`, {
        method: 'POST',
        headers: {
          apikey: s.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': '203.0.113.66',
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ challenge_id: '00000000-0000-4000-8000-000000000000', code: '123456' }),
      });
    const locked = await verifyRaw();
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('1');

    await sleep(1100);
    for (let i = 0; i < 5; i++) expect((await guess(client)).status).toBe(422);
    // The 8th wrong code: locked again, for twice as long.
    const again = await verifyRaw();
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('2');
  });

  it('the staff member at their usual address is not locked, and is told how many wrong codes there were', async () => {
    const own = await signedInClient(s, staff);
    await verifyTotp(own, staff.factorId, staff.secret);
    const { data } = await own.auth.getUser();
    expect(data.user?.app_metadata.totp_failures).toMatchObject({ count: 8 });
    // Counted afresh from here on.
    const counters = await s.sql<{ key: string }>(`select key from server_limits.counters where key = $1`, [
      `auth-totp-streak:${staff.userId}`,
    ]);
    expect(counters).toEqual([]);
  });

  it("a typo while setting up one's own authenticator is not reported as a guess, nor locks anything", async () => {
    const user = await createStaffUser(s);
    const client = await signedInClient(s, user);
    const { factorId, secret } = await enrollTotp(client);
    const typo = totpCode(secret, Math.floor(Date.now() / 30_000) + 1000);
    for (let i = 0; i < 4; i++) {
      const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: typo });
      expect(error?.code).toBe('mfa_verification_failed');
    }
    await verifyTotp(client, factorId, secret);
    const { data } = await client.auth.getUser();
    expect(data.user?.app_metadata.totp_failures).toBeUndefined();
  });
});
