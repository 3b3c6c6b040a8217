/**
 * Staff accounts (issue 10 item 2): an auth user plus a row in public.staff. Used by the staff CLI
 * (server/cli/staff.ts, on the database itself) and by tests.
 */
import type { Database } from '../../db/adapter.ts';
import { checkNewPassword } from '../passwords.ts';
import type { Passwords } from '../passwords.ts';
import { findUserByEmail, isValidEmail, normaliseEmail, setPasswordHash } from './users.ts';

export class StaffError extends Error {
  override name = 'StaffError';
}

export interface StaffMember {
  user_id: string;
  email: string;
  added_at: string;
  mfa: 'verified' | 'not enrolled';
  last_sign_in_at: string | null;
}

function checkEmail(email: string): string {
  const e = normaliseEmail(email);
  if (!isValidEmail(e)) throw new StaffError(`"${email}" is not a valid e-mail address`);
  return e;
}

/** Creates the account (or sets a new password on an existing one) and makes it staff. */
export async function addStaff(
  db: Database,
  passwords: Passwords,
  email: string,
  password: string,
  minLength: number,
): Promise<{ userId: string; created: boolean }> {
  const e = checkEmail(email);
  try {
    checkNewPassword(password, minLength);
  } catch (err) {
    throw new StaffError(`Password refused: ${(err as Error).message}`);
  }
  const hash = await passwords.hash(password);
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, e);
    let userId: string;
    if (existing) {
      userId = existing.id;
      await setPasswordHash(tx, userId, hash);
    } else {
      const row = await tx.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at) values ($1, $2, now()) returning id`,
        [e, hash],
      );
      userId = row.rows[0]?.id ?? '';
    }
    await tx.query('insert into public.staff (user_id) values ($1) on conflict (user_id) do nothing', [userId]);
    return { userId, created: !existing };
  });
}

export async function listStaff(db: Database): Promise<StaffMember[]> {
  const res = await db.query<{
    user_id: string;
    email: string;
    added_at: Date | string;
    verified: boolean;
    last_sign_in_at: Date | string | null;
  }>(
    `select s.user_id, u.email, s.created_at as added_at, u.last_sign_in_at,
            exists (select 1 from auth.mfa_factors f where f.user_id = u.id and f.status = 'verified') as verified
     from public.staff s join auth.users u on u.id = s.user_id order by u.email`,
  );
  const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
  return res.rows.map((r) => ({
    user_id: r.user_id,
    email: r.email,
    added_at: iso(r.added_at) ?? '',
    mfa: r.verified ? 'verified' : 'not enrolled',
    last_sign_in_at: iso(r.last_sign_in_at),
  }));
}

async function staffUser(db: Database, email: string): Promise<string> {
  const e = checkEmail(email);
  const res = await db.query<{ id: string }>(
    'select u.id from auth.users u join public.staff s on s.user_id = u.id where lower(u.email) = $1',
    [e],
  );
  const id = res.rows[0]?.id;
  if (!id) throw new StaffError(`No staff member with e-mail ${e}`);
  return id;
}

/** Deletes the account (local accounts exist only for staff): sessions and factors go with it. */
export async function removeStaff(db: Database, email: string): Promise<void> {
  const id = await staffUser(db, email);
  await db.query('delete from auth.users where id = $1', [id]);
}

/** Removes every factor and signs the member out everywhere: the next sign-in enrolls afresh. */
export async function resetStaffMfa(db: Database, email: string): Promise<{ factorsRemoved: number }> {
  const id = await staffUser(db, email);
  return db.transaction(async (tx) => {
    const removed = await tx.query('delete from auth.mfa_factors where user_id = $1 returning id', [id]);
    await tx.query('delete from auth.sessions where user_id = $1', [id]);
    return { factorsRemoved: removed.rows.length };
  });
}
