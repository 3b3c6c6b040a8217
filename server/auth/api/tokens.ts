/**
 * GoTrue's token response (internal/tokens/service.go): a signed access token for the session, its
 * refresh token and the User. Every sign-in, refresh and second-factor verification answers with it.
 */
import type { Database, Queryable } from '../../db/adapter.ts';
import { signAccessToken } from '../../kit/keys.ts';
import type { SigningKey } from '../../kit/keys.ts';
import type { AuthOptions } from '../../config/auth.ts';
import { listFactors } from '../models/factors.ts';
import { findSession, sessionAmr } from '../models/sessions.ts';
import { tokenMetadata, userJson } from '../models/users.ts';
import type { UserRow } from '../models/users.ts';

export interface TokenDeps {
  db: Database;
  key: SigningKey;
  options: AuthOptions;
}

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
  const amr = await sessionAmr(db, sessionId);
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
    amr,
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
