/** POST /token: grant_type=password and grant_type=refresh_token (GoTrue internal/api/token.go). */
import type { Context, Hono } from 'hono';
import { badRequest, invalidCredentials, overRateLimit, unprocessable, validationFailed } from './errors.ts';
import { clientAddress, issuer, readJson, stringField } from './http.ts';
import type { AuthDeps } from './http.ts';
import { createSession, refreshGrant, tokenResponse } from './sessions.ts';
import { findUserByEmail, findUserById, normaliseEmail } from './users.ts';

async function passwordGrant(c: Context, deps: AuthDeps): Promise<Record<string, unknown>> {
  const address = clientAddress(c, deps.trustProxy);
  const retry = await deps.limits.attempt('password', address);
  if (retry !== undefined) throw overRateLimit(retry);
  const body = readJson(c);
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password') ?? '';
  if (email && phone) throw validationFailed('Only an email address or phone number should be provided on login.');
  if (phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw validationFailed('missing email or phone');

  // Unknown and known e-mails go through the same limits, the same hash work and the same answer.
  const account = normaliseEmail(email);
  const blocked = await deps.limits.accountBlocked('password', account, address);
  if (blocked !== undefined) throw overRateLimit(blocked);
  const user = await findUserByEmail(deps.db, account);
  const ok = await deps.passwords.verify(user?.encrypted_password, password);
  if (!ok || !user) {
    await deps.limits.failure('password', account, address);
    throw invalidCredentials();
  }
  await deps.limits.success('password', account, address);
  return deps.db.transaction(async (tx) => {
    const { sessionId, refreshToken } = await createSession(tx, user.id, 'password');
    const fresh = (await findUserById(tx, user.id)) ?? user;
    return tokenResponse(deps, tx, issuer(c, deps.options), fresh, sessionId, refreshToken);
  });
}

export function registerToken(app: Hono, deps: AuthDeps): void {
  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    if (grant === 'password') return c.json(await passwordGrant(c, deps));
    if (grant === 'refresh_token') {
      const body = readJson(c);
      return c.json(await refreshGrant(deps, issuer(c, deps.options), stringField(body, 'refresh_token')));
    }
    throw badRequest('invalid_credentials', 'unsupported_grant_type');
  });
}
