/** auth.users rows and GoTrue's User object (supabase-contract.md §3.3; GoTrue internal/models/user.go). */
import crypto from 'node:crypto';
import type { Queryable } from '../../db/adapter.ts';
import { metadataTooLarge } from '../errors.ts';
import type { FactorRow } from './factors.ts';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

export const iso = (v: Date | string | null | undefined): string | undefined =>
  v === null || v === undefined ? undefined : v instanceof Date ? v.toISOString() : new Date(v).toISOString();

/** E-mail addresses are compared case-insensitively and stored trimmed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>('select * from auth.users where lower(email) = $1', [normaliseEmail(email)])).rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>('select * from auth.users where id = $1', [id])).rows[0];
}

/** Stable per user: GoTrue keeps identities in a table; an e-mail account has exactly one. */
function identityId(userId: string): string {
  const h = crypto.createHash('sha256').update(`email-identity:${userId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * User metadata is copied into every access token, which travels in a request header (Node's limit
 * is 16 KB for all headers together), so it is capped: 4 KB as JSON text, measured in UTF-8 bytes.
 */
export const USER_METADATA_MAX_BYTES = 4096;

export const metadataBytes = (data: unknown): number => Buffer.byteLength(JSON.stringify(data ?? {}));

export function userMetadata(user: UserRow): Record<string, unknown> {
  return { ...user.raw_user_meta_data, email: user.email, email_verified: true, phone_verified: false, sub: user.id };
}

/**
 * The `user_metadata` claim: the user's metadata when it is within the cap, else only the standard
 * fields (metadata stored before the cap, or written to the table directly, cannot make a token
 * too large to send back; the User object still shows all of it).
 */
export function tokenMetadata(user: UserRow): Record<string, unknown> {
  if (metadataBytes(user.raw_user_meta_data) <= USER_METADATA_MAX_BYTES) return userMetadata(user);
  return { email: user.email, email_verified: true, phone_verified: false, sub: user.id };
}

export function factorJson(f: FactorRow): Record<string, unknown> {
  return {
    id: f.id,
    ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
    factor_type: f.factor_type,
    status: f.status,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
    last_challenged_at: iso(f.last_challenged_at) ?? null,
  };
}

/** The User object: timestamps omitted when null, `factors` omitted when there are none. */
export function userJson(user: UserRow, factors: FactorRow[]): Record<string, unknown> {
  const confirmed = iso(user.email_confirmed_at);
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    ...(confirmed ? { email_confirmed_at: confirmed, confirmed_at: confirmed } : {}),
    phone: '',
    ...(user.last_sign_in_at ? { last_sign_in_at: iso(user.last_sign_in_at) } : {}),
    app_metadata: user.raw_app_meta_data,
    user_metadata: userMetadata(user),
    identities: [
      {
        identity_id: identityId(user.id),
        id: user.id,
        user_id: user.id,
        identity_data: { email: user.email, email_verified: true, phone_verified: false, sub: user.id },
        provider: 'email',
        last_sign_in_at: iso(user.last_sign_in_at ?? user.created_at),
        created_at: iso(user.created_at),
        updated_at: iso(user.updated_at),
        email: user.email,
      },
    ],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
  if (factors.length > 0) json.factors = factors.map(factorJson);
  return json;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  data?: Record<string, unknown>;
}

/** Inserts a confirmed e-mail user (there is no mailer: accounts are confirmed on creation). */
export async function insertUser(db: Queryable, u: NewUser): Promise<UserRow> {
  const res = await db.query<UserRow>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ($1, $2, now(), $3::jsonb) returning *`,
    [normaliseEmail(u.email), u.passwordHash, JSON.stringify(u.data ?? {})],
  );
  const row = res.rows[0];
  if (!row) throw new Error('insert into auth.users returned no row');
  return row;
}

/** Merges `data` into the user's metadata (a key set to null is removed, others replace), within the cap. */
export async function mergeMetadata(tx: Queryable, userId: string, data: Record<string, unknown>): Promise<void> {
  const res = await tx.query<{ merged: Record<string, unknown>; current: Record<string, unknown> }>(
    `select jsonb_strip_nulls(raw_user_meta_data || $2::jsonb) as merged, raw_user_meta_data as current
     from auth.users where id = $1 for update`,
    [userId, JSON.stringify(data)],
  );
  const row = res.rows[0];
  if (!row) throw new Error('user vanished during update');
  const size = metadataBytes(row.merged);
  // Shrinking is always allowed, so metadata stored before the cap can still be cleaned up.
  if (size > USER_METADATA_MAX_BYTES && size >= metadataBytes(row.current)) throw metadataTooLarge(USER_METADATA_MAX_BYTES);
  await tx.query('update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1', [
    userId,
    JSON.stringify(row.merged),
  ]);
}

export async function setPasswordHash(tx: Queryable, userId: string, hash: string): Promise<void> {
  await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [userId, hash]);
}

/**
 * Tells the staff member at this sign-in how many wrong codes were entered for the account since
 * the last one (app_metadata.totp_failures, in the token and the user; the studio shows it), and
 * forgets it at the next clean sign-in.
 */
export async function noteTotpFailures(tx: Queryable, userId: string, count: number): Promise<void> {
  await tx.query(
    `update auth.users set raw_app_meta_data = case when $2::int > 0
       then raw_app_meta_data || jsonb_build_object('totp_failures', jsonb_build_object('count', $2::int, 'reported_at', now()))
       else raw_app_meta_data - 'totp_failures' end
     where id = $1`,
    [userId, count],
  );
}

/** Loose e-mail syntax check (GoTrue's is similar in spirit: one @, a dot in the domain, no spaces). */
/** The longest address a mailbox can have (RFC 5321's path limit less the angle brackets). */
export const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);
}
