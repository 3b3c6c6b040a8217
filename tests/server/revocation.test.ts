/**
 * Staff access ends with the session (issue 19, point 5): an access token taken before a
 * sign-out, a refresh-token reuse, staff:remove, staff:reset-mfa or removing the authenticator
 * reads nothing afterwards, although it has not expired. Checked by the policy helper.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeStaff, resetStaffMfa } from '../../server/auth/models/staff.ts';
import { aal2Client, signedInClient, testAuthOptions, verifyTotp, type Aal2Client } from './helpers/auth.ts';
import { seedLeads } from './helpers/inbox.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ auth: testAuthOptions({ refreshTokenReuseInterval: 0 }) });
  await seedLeads(s);
});
afterAll(() => s.stop());

/** The leads the token sees, read with a plain request (no client state). */
async function leadsSeenWith(token: string): Promise<number> {
  const res = await fetch(`${s.url}/rest/v1/submissions?select=id`, { headers: { apikey: s.anonKey, authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as unknown[]).length;
}

async function staffWithToken(): Promise<Aal2Client & { token: string; refresh: string }> {
  const staff = await aal2Client(s, { staff: true });
  const { data } = await staff.client.auth.getSession();
  const token = data.session?.access_token ?? '';
  expect(await leadsSeenWith(token)).toBeGreaterThan(0);
  return { ...staff, token, refresh: data.session?.refresh_token ?? '' };
}

describe('an unexpired staff token reads nothing once its session is gone', () => {
  it('after sign-out', async () => {
    const staff = await staffWithToken();
    await staff.client.auth.signOut({ scope: 'local' });
    expect(await leadsSeenWith(staff.token)).toBe(0);
  });

  it('after a reused refresh token revoked the session', async () => {
    const staff = await staffWithToken();
    const refresh = (token: string) =>
      fetch(`${s.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: s.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      });
    expect((await refresh(staff.refresh)).status).toBe(200);
    expect((await refresh(staff.refresh)).status).toBe(400); // reuse: the session is revoked
    expect(await leadsSeenWith(staff.token)).toBe(0);
  });

  it('after staff:reset-mfa', async () => {
    const staff = await staffWithToken();
    await resetStaffMfa(s.db, staff.email);
    expect(await leadsSeenWith(staff.token)).toBe(0);
  });

  it('after staff:remove', async () => {
    const staff = await staffWithToken();
    await removeStaff(s.db, staff.email);
    expect(await leadsSeenWith(staff.token)).toBe(0);
  });

  it('after the authenticator is removed (the session drops to aal1)', async () => {
    const staff = await staffWithToken();
    const { error } = await staff.client.auth.mfa.unenroll({ factorId: staff.factorId });
    expect(error).toBeNull();
    expect(await leadsSeenWith(staff.token)).toBe(0);
  });

  it('while the session lives, the token keeps reading (and a second session is independent)', async () => {
    const one = await staffWithToken();
    const two = await staffWithToken();
    await two.client.auth.signOut({ scope: 'local' });
    expect(await leadsSeenWith(one.token)).toBeGreaterThan(0);
  });
});

describe('the token itself must say aal2, whatever its session became', () => {
  it('a pre-MFA (aal1) token of a session later upgraded to aal2 reads nothing', async () => {
    const staff = await aal2Client(s, { staff: true });
    const client = await signedInClient(s, staff); // a new session, at aal1 until the challenge
    const { data } = await client.auth.getSession();
    const preMfa = data.session?.access_token ?? '';
    expect(JSON.parse(Buffer.from(preMfa.split('.')[1] ?? '', 'base64url').toString()).aal).toBe('aal1');
    await verifyTotp(client, staff.factorId, staff.secret); // the same session is now aal2
    const upgraded = (await client.auth.getSession()).data.session?.access_token ?? '';
    expect(await leadsSeenWith(upgraded)).toBeGreaterThan(0);
    expect(await leadsSeenWith(preMfa)).toBe(0);
  });
});
