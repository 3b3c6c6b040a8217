/**
 * Sessions, refresh tokens and access tokens (GoTrue internal/models/sessions.go,
 * refresh_token.go, tokens/service.go). A session has an AAL and its authentication methods
 * (amr); each refresh rotates the token; a rotated token is accepted again for
 * `refreshTokenReuseInterval` seconds (a client that lost the answer), and a later reuse is
 * taken as theft: the whole session is deleted.
 */
import crypto from 'node:crypto';
import type { Database, Queryable } from '../db/adapter.ts';
import type { AuthOptions } from './config.ts';
import { badRequest, OAuthError } from './errors.ts';
import type { AuthError } from './errors.ts';
import { signAccessToken } from '../keys.ts';
import type { SigningKey } from '../keys.ts';
import { findUserById, listFactors, tokenMetadata, userJson } from './users.ts';
import type { UserRow } from './users.ts';

export type Aal = 'aal1' | 'aal2';
export type AmrMethod = 'password' | 'totp';

export interface SessionRow {
  id: string;
  user_id: string;
  aal: Aal;
  factor_id: string | null;
}

export interface TokenDeps {
  db: Database;
  key: SigningKey;
  options: AuthOptions;
}

/** Opaque refresh tokens; only their hash is stored. */
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
export async function createSession(tx: Queryable, userId: string, method: AmrMethod): Promise<{ sessionId: string; refreshToken: string }> {
  const s = await tx.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [userId]);
  const sessionId = s.rows[0]?.id;
  if (!sessionId) throw new Error('insert into auth.sessions returned no row');
  await tx.query('insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)', [sessionId, method]);
  await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  return { sessionId, refreshToken: await insertRefreshToken(tx, userId, sessionId, null) };
}

/** Rotates the session's active tokens into one new token (after MFA verification). */
export async function swapRefreshToken(tx: Queryable, userId: string, sessionId: string): Promise<string> {
  const active = await tx.query<{ token_hash: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
     where session_id = $1 and not revoked returning token_hash`,
    [sessionId],
  );
  return insertRefreshToken(tx, userId, sessionId, active.rows[0]?.token_hash ?? null);
}

export async function findSession(db: Queryable, id: string): Promise<SessionRow | undefined> {
  return (await db.query<SessionRow>('select id, user_id, aal, factor_id from auth.sessions where id = $1', [id])).rows[0];
}

/** GoTrue's token response: access token, rotated refresh token and the User. */
export async function tokenResponse(
  deps: TokenDeps,
  db: Queryable,
  issuer: string,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const session = await findSession(db, sessionId);
  if (!session) throw new Error('session vanished while issuing a token');
  const amr = await db.query<{ method: string; ts: number }>(
    `select authentication_method as method, extract(epoch from created_at)::bigint::int as ts
     from auth.mfa_amr_claims where session_id = $1 order by created_at desc, authentication_method`,
    [sessionId],
  );
  const factors = await listFactors(db, user.id);
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + deps.options.jwtExpiry;
  const accessToken = await signAccessToken(deps.key, {
    aud: 'authenticated',
    exp,
    iat,
    iss: issuer,
    sub: user.id,
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: tokenMetadata(user),
    role: 'authenticated',
    aal: session.aal,
    amr: amr.rows.map((r) => ({ method: r.method, timestamp: Number(r.ts) })),
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: deps.options.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user, factors),
  };
}

const REFRESH_TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,200}$/;

type RefreshOutcome = { ok: Record<string, unknown> } | { error: AuthError };

/** grant_type=refresh_token. */
export async function refreshGrant(deps: TokenDeps, issuer: string, refreshToken: unknown): Promise<Record<string, unknown>> {
  if (refreshToken === undefined || refreshToken === null || refreshToken === '') {
    throw new OAuthError('invalid_request', 'refresh_token required');
  }
  if (typeof refreshToken !== 'string' || !REFRESH_TOKEN_SHAPE.test(refreshToken)) {
    throw badRequest('validation_failed', 'Refresh token is not valid');
  }
  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const found = await tx.query<{ token_hash: string; user_id: string; session_id: string; revoked: boolean; expired: boolean }>(
      `select token_hash, user_id, session_id, revoked,
              now() - updated_at > make_interval(secs => $2) as expired
       from auth.refresh_tokens where token_hash = $1 for update`,
      [hashToken(refreshToken), deps.options.refreshTokenReuseInterval],
    );
    const token = found.rows[0];
    if (!token) return { error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    if (token.revoked && token.expired) {
      // Reuse outside the interval: somebody else holds this session's tokens. End it (committed).
      await tx.query('delete from auth.sessions where id = $1', [token.session_id]);
      return { error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
    }
    const user = await findUserById(tx, token.user_id);
    if (!user) return { error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    if (!token.revoked) {
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token_hash = $1', [token.token_hash]);
    }
    const next = await insertRefreshToken(tx, token.user_id, token.session_id, token.token_hash);
    await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [token.session_id]);
    return { ok: await tokenResponse(deps, tx, issuer, user, token.session_id, next) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.ok;
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function logout(db: Queryable, userId: string, sessionId: string, scope: LogoutScope): Promise<void> {
  if (scope === 'local') await db.query('delete from auth.sessions where id = $1', [sessionId]);
  else if (scope === 'others') await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  else await db.query('delete from auth.sessions where user_id = $1', [userId]);
}
