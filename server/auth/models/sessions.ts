/**
 * auth.sessions, their authentication methods (auth.mfa_amr_claims) and refresh tokens (GoTrue
 * internal/models/sessions.go, amr.go, refresh_token.go). A session has an AAL; each refresh
 * rotates its token, and only the token's SHA-256 is stored.
 */
import crypto from 'node:crypto';
import type { Queryable } from '../../db/adapter.ts';

export type Aal = 'aal1' | 'aal2';
export type AmrMethod = 'password' | 'totp';

export interface SessionRow {
  id: string;
  user_id: string;
  aal: Aal;
  factor_id: string | null;
}

const newRefreshToken = () => crypto.randomBytes(24).toString('base64url');
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

async function insertRefreshToken(tx: Queryable, userId: string, sessionId: string, parentHash: string | null): Promise<string> {
  const token = newRefreshToken();
  await tx.query('insert into auth.refresh_tokens (token_hash, user_id, session_id, parent_hash) values ($1, $2, $3, $4)', [
    hashToken(token),
    userId,
    sessionId,
    parentHash,
  ]);
  return token;
}

/** A new aal1 session for a password sign-in; returns the session id and its first refresh token. */
export async function createSession(
  tx: Queryable,
  userId: string,
  method: AmrMethod,
): Promise<{ sessionId: string; refreshToken: string }> {
  const s = await tx.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [userId]);
  const sessionId = s.rows[0]?.id;
  if (!sessionId) throw new Error('insert into auth.sessions returned no row');
  await tx.query('insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)', [sessionId, method]);
  await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  return { sessionId, refreshToken: await insertRefreshToken(tx, userId, sessionId, null) };
}

export async function findSession(db: Queryable, id: string): Promise<SessionRow | undefined> {
  return (await db.query<SessionRow>('select id, user_id, aal, factor_id from auth.sessions where id = $1', [id])).rows[0];
}

/** The session's authentication methods, newest first (the `amr` claim). */
export async function sessionAmr(db: Queryable, sessionId: string): Promise<{ method: string; timestamp: number }[]> {
  const amr = await db.query<{ method: string; ts: number }>(
    `select authentication_method as method, extract(epoch from created_at)::bigint::int as ts
     from auth.mfa_amr_claims where session_id = $1 order by created_at desc, authentication_method`,
    [sessionId],
  );
  return amr.rows.map((r) => ({ method: r.method, timestamp: Number(r.ts) }));
}

/**
 * After a second factor: the session becomes aal2 with a `totp` method, its active refresh tokens
 * are rotated into one new token (returned), and the user's other aal1 sessions end.
 */
export async function upgradeToAal2(tx: Queryable, userId: string, sessionId: string, factorId: string): Promise<string> {
  await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [sessionId, factorId]);
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, 'totp')
     on conflict (session_id, authentication_method) do update set created_at = now()`,
    [sessionId],
  );
  await tx.query(`delete from auth.sessions where user_id = $1 and aal = 'aal1' and id <> $2`, [userId, sessionId]);
  const active = await tx.query<{ token_hash: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
     where session_id = $1 and not revoked returning token_hash`,
    [sessionId],
  );
  return insertRefreshToken(tx, userId, sessionId, active.rows[0]?.token_hash ?? null);
}

/** GoTrue's DowngradeSessionsToAAL1: sessions verified with this factor drop back to aal1. */
export async function downgradeToAal1(tx: Queryable, factorId: string): Promise<void> {
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
     and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  );
  await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [factorId]);
}

export interface RefreshTokenRow {
  token_hash: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  /** Rotated longer ago than the reuse interval. */
  expired: boolean;
}

/** The stored refresh token, locked for its rotation; `expired` against `reuseIntervalSeconds`. */
export async function lockRefreshToken(tx: Queryable, token: string, reuseIntervalSeconds: number): Promise<RefreshTokenRow | undefined> {
  const found = await tx.query<RefreshTokenRow>(
    `select token_hash, user_id, session_id, revoked,
            now() - updated_at > make_interval(secs => $2) as expired
     from auth.refresh_tokens where token_hash = $1 for update`,
    [hashToken(token), reuseIntervalSeconds],
  );
  return found.rows[0];
}

/** Revokes the token (unless it already is) and returns its successor; the session counts as refreshed. */
export async function rotateRefreshToken(tx: Queryable, token: RefreshTokenRow): Promise<string> {
  if (!token.revoked) {
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token_hash = $1', [token.token_hash]);
  }
  const next = await insertRefreshToken(tx, token.user_id, token.session_id, token.token_hash);
  await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [token.session_id]);
  return next;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends this session (local), the user's other sessions (others) or all of them (global). */
export async function logout(db: Queryable, userId: string, sessionId: string, scope: LogoutScope): Promise<void> {
  if (scope === 'local') await db.query('delete from auth.sessions where id = $1', [sessionId]);
  else if (scope === 'others') await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  else await db.query('delete from auth.sessions where user_id = $1', [userId]);
}
