/**
 * auth.mfa_factors and auth.mfa_challenges (GoTrue internal/models/factor.go, challenge.go): TOTP
 * factors, their challenges, and the last accepted time step per factor (a code is never accepted
 * twice).
 */
import type { Queryable } from '../../db/adapter.ts';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string;
  last_used_step: string | number | null;
  last_challenged_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface ChallengeRow {
  id: string;
  ip_address: string;
  verified: boolean;
  expired: boolean;
}

export async function listFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  return (await db.query<FactorRow>('select * from auth.mfa_factors where user_id = $1 order by created_at, id', [userId])).rows;
}

export async function findFactor(db: Queryable, id: string, userId: string): Promise<FactorRow | undefined> {
  return (await db.query<FactorRow>('select * from auth.mfa_factors where id = $1 and user_id = $2', [id, userId])).rows[0];
}

/** Unverified factors older than `seconds` are forgotten (GoTrue: an abandoned enrollment expires). */
export async function deleteStaleUnverified(db: Queryable, userId: string, seconds: number): Promise<void> {
  await db.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
     and created_at < now() - make_interval(secs => $2)`,
    [userId, seconds],
  );
}

/** After a verification: the user's other unverified factors go. */
export async function deleteOtherUnverified(tx: Queryable, userId: string, keepId: string): Promise<void> {
  await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and id <> $2`, [userId, keepId]);
}

export async function insertTotpFactor(db: Queryable, userId: string, friendlyName: string, secret: string): Promise<string | undefined> {
  const inserted = await db.query<{ id: string }>(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, secret) values ($1, $2, 'totp', $3) returning id`,
    [userId, friendlyName, secret],
  );
  return inserted.rows[0]?.id;
}

export async function deleteFactor(tx: Queryable, id: string): Promise<void> {
  await tx.query('delete from auth.mfa_factors where id = $1', [id]);
}

/**
 * Accepts time step `step` for the factor (and marks it verified) only when it is later than every
 * step accepted before: false for a replayed code.
 */
export async function acceptStep(tx: Queryable, factorId: string, step: number): Promise<boolean> {
  const used = await tx.query(
    `update auth.mfa_factors set last_used_step = $2, status = 'verified', updated_at = now()
     where id = $1 and (last_used_step is null or last_used_step < $2) returning id`,
    [factorId, step],
  );
  return used.rows.length > 0;
}

/** A challenge from `address`, valid `expirySeconds`; the factor records when it was last challenged. */
export async function createChallenge(
  db: Queryable,
  factorId: string,
  address: string,
  expirySeconds: number,
): Promise<{ id?: string; expires_at?: number }> {
  const created = await db.query<{ id: string; expires_at: number }>(
    `insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2)
     returning id, (extract(epoch from created_at) + $3)::bigint::int as expires_at`,
    [factorId, address, expirySeconds],
  );
  await db.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factorId]);
  return created.rows[0] ?? {};
}

/** The factor's challenge `id` (undefined matches nothing), with whether it has expired. */
export async function findChallenge(
  db: Queryable,
  id: string | undefined,
  factorId: string,
  expirySeconds: number,
): Promise<ChallengeRow | undefined> {
  const found = await db.query<ChallengeRow>(
    `select id, ip_address, verified_at is not null as verified,
            now() > created_at + make_interval(secs => $3) as expired
     from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [id ?? '00000000-0000-0000-0000-000000000000', factorId, expirySeconds],
  );
  return found.rows[0];
}

export async function deleteChallenge(db: Queryable, id: string): Promise<void> {
  await db.query('delete from auth.mfa_challenges where id = $1', [id]);
}

export async function markChallengeVerified(tx: Queryable, id: string): Promise<void> {
  await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [id]);
}
