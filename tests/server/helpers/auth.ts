/**
 * Auth helpers for server tests: staff users, supabase-js clients signed in through /auth/v1,
 * TOTP enrollment and verification with codes computed by otpauth, and an aal2 client.
 *
 *   const s = await startTestServer();
 *   const { client } = await aal2Client(s);            // staff, signed in, TOTP verified: aal2
 *   const { client: plain } = await signedInClient(s, await createUser(s, { staff: false }));
 */
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { resolveAuthOptions } from '../../../server/config/auth.ts';
import type { AuthOptions } from '../../../server/config/auth.ts';
import { Passwords } from '../../../server/auth/passwords.ts';
import { addStaff } from '../../../server/auth/models/staff.ts';
import type { TestServer } from './server.ts';

/** What startTestServer uses by default; pass `auth: testAuthOptions({...})` to change one setting. */
export const TEST_ARGON2 = { memoryCost: 256, timeCost: 1 };
export function testAuthOptions(partial: Partial<AuthOptions> = {}): AuthOptions {
  return resolveAuthOptions({ argon2: TEST_ARGON2, ...partial });
}

export const TEST_PASSWORD = 'correct horse battery staple';

export interface TestUser {
  email: string;
  password: string;
  userId: string;
}

let userCounter = 0;

/** A confirmed account, staff unless `staff: false` (created like `npm run staff:add`). */
export async function createUser(s: TestServer, opts: { email?: string; password?: string; staff?: boolean } = {}): Promise<TestUser> {
  const email = opts.email ?? `user${++userCounter}-${process.pid}-${Date.now()}@example.com`;
  const password = opts.password ?? TEST_PASSWORD;
  const { userId } = await addStaff(s.db, new Passwords(TEST_ARGON2), email, password, 6);
  if (opts.staff === false) await s.sql('delete from public.staff where user_id = $1', [userId]);
  return { email: email.toLowerCase(), password, userId };
}

export const createStaffUser = (s: TestServer, opts: { email?: string; password?: string } = {}) => createUser(s, { ...opts, staff: true });

/** An unmodified supabase-js client (memory storage, no timers unless autoRefresh is asked for). */
export function authClient(
  s: TestServer,
  opts: { autoRefresh?: boolean; headers?: Record<string, string>; fetch?: typeof fetch } = {},
): SupabaseClient {
  return createClient(s.url, s.anonKey, {
    auth: { persistSession: false, autoRefreshToken: opts.autoRefresh ?? false, detectSessionInUrl: false },
    global: { ...(opts.headers ? { headers: opts.headers } : {}), ...(opts.fetch ? { fetch: opts.fetch } : {}) },
  });
}

export async function signedInClient(s: TestServer, user: TestUser, opts: Parameters<typeof authClient>[1] = {}): Promise<SupabaseClient> {
  const client = authClient(s, opts);
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw new Error(`sign-in failed: ${error.code ?? ''} ${error.message}`);
  return client;
}

const PERIOD = 30;
/** The last step used per secret: the server refuses a code twice, so helpers move forward. */
const lastStep = new Map<string, number>();

export function totpCode(secret: string, step = Math.floor(Date.now() / 1000 / PERIOD)): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD }).generate({
    timestamp: step * PERIOD * 1000,
  });
}

/** A code the server has not seen yet for this secret (waits for the next step when ±1 is used up). */
export async function nextTotpCode(secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / PERIOD);
    // The current step at the earliest: a code for the step before expires at the next boundary,
    // which a request on busy cores can cross before the server checks it.
    const step = Math.max(now, (lastStep.get(secret) ?? -Infinity) + 1);
    if (step <= now + 1) {
      lastStep.set(secret, step);
      return totpCode(secret, step);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

export async function enrollTotp(
  client: SupabaseClient,
  friendlyName?: string,
): Promise<{ factorId: string; secret: string; qrCode: string; uri: string }> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', ...(friendlyName ? { friendlyName } : {}) });
  if (error) throw new Error(`enroll failed: ${error.code ?? ''} ${error.message}`);
  return { factorId: data.id, secret: data.totp.secret, qrCode: data.totp.qr_code, uri: data.totp.uri };
}

export async function verifyTotp(client: SupabaseClient, factorId: string, secret: string): Promise<void> {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: await nextTotpCode(secret) });
  if (error) throw new Error(`verify failed: ${error.code ?? ''} ${error.message}`);
}

export interface Aal2Client extends TestUser {
  client: SupabaseClient;
  factorId: string;
  secret: string;
}

/** A staff member (or not, with staff: false) signed in, TOTP enrolled and verified: an aal2 session. */
export async function aal2Client(s: TestServer, opts: { staff?: boolean; email?: string } = {}): Promise<Aal2Client> {
  const user = await createUser(s, opts);
  const client = await signedInClient(s, user);
  const { factorId, secret } = await enrollTotp(client);
  await verifyTotp(client, factorId, secret);
  return { ...user, client, factorId, secret };
}

/** A later sign-in of a user with a verified factor, through the challenge: aal2 again. */
export async function signInWithTotp(s: TestServer, user: TestUser & { factorId: string; secret: string }): Promise<SupabaseClient> {
  const client = await signedInClient(s, user);
  await verifyTotp(client, user.factorId, user.secret);
  return client;
}

/** The decoded payload of the client's current access token. */
export async function accessClaims(client: SupabaseClient): Promise<Record<string, unknown>> {
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('no session');
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}
