/**
 * POST /token: grant_type=password and grant_type=refresh_token (GoTrue internal/api/token.go).
 * A rotated refresh token is accepted again for `refreshTokenReuseInterval` seconds (a client that
 * lost the answer); a later reuse is taken as theft and the whole session is ended.
 */
import type { Context, Hono } from 'hono';
import { badRequest, invalidCredentials, OAuthError, overRateLimit, unprocessable, validationFailed } from '../errors.ts';
import type { AuthError } from '../errors.ts';
import { createSession, lockRefreshToken, logout, rotateRefreshToken } from '../models/sessions.ts';
import { DEVICE_COOKIE_PREFIX, overHttps } from '../device.ts';
import { serverBusy } from '../hashSlots.ts';
import { findUserByEmail, findUserById, MAX_EMAIL_LENGTH, normaliseEmail } from '../models/users.ts';
import type { UserRow } from '../models/users.ts';
import { clientAddress, issuer, readJson, stringField } from './request.ts';
import type { AuthDeps } from './request.ts';
import { tokenResponse } from './tokens.ts';

/** The user and device id when the request carries this account's genuine device cookie (device.ts) and the device is not locked. */
async function knownDevice(c: Context, deps: AuthDeps, account: string): Promise<{ user: UserRow; device: string } | undefined> {
  if (!c.req.header('cookie')?.includes(DEVICE_COOKIE_PREFIX)) return undefined;
  const user = await findUserByEmail(deps.db, account);
  const device = user ? deps.devices.read(c, user) : undefined;
  if (!user || !device || (await deps.limits.deviceLocked(device))) return undefined;
  return { user, device };
}

async function passwordGrant(c: Context, deps: AuthDeps): Promise<Record<string, unknown>> {
  const address = clientAddress(c, deps.trustProxy);
  const body = readJson(c);
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password') ?? '';
  if (email && phone) throw validationFailed('Only an email address or phone number should be provided on login.');
  if (phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw validationFailed('missing email or phone');
  // No account has a longer address (signup refuses them), and it must not reach the limiters' keys.
  if (email.trim().length > MAX_EMAIL_LENGTH) throw validationFailed('An email address is too long');

  // Unknown and known e-mails go through the same limits, the same hash work and the same answer.
  // A known device is limited by its own failures only (signInPolicy.ts) and hashes in its own lane.
  const account = normaliseEmail(email);
  const known = await knownDevice(c, deps, account);
  if (!known) {
    if (deps.passwords.full('unknown')) throw serverBusy(); // refused before any counter or query
    const retry = await deps.limits.attempt('password', address);
    if (retry !== undefined) throw overRateLimit(retry);
    const blocked = await deps.limits.accountBlocked('password', account, address);
    if (blocked !== undefined) throw overRateLimit(blocked, 'account_locked');
  }
  const user = known?.user ?? (await findUserByEmail(deps.db, account));
  const ok = await deps.passwords.verify(user?.encrypted_password, password, known ? 'known' : 'unknown');
  if (!ok || !user) {
    await (known ? deps.limits.deviceFailure(known.device) : deps.limits.failure('password', account, address));
    throw invalidCredentials();
  }
  await deps.limits.success('password', account, address);
  const session = await deps.db.transaction(async (tx) => {
    const { sessionId, refreshToken } = await createSession(tx, user.id, 'password');
    const fresh = (await findUserById(tx, user.id)) ?? user;
    return tokenResponse(deps, tx, issuer(c, deps.options), fresh, sessionId, refreshToken);
  });
  deps.devices.issue(c, user, overHttps(c, deps.trustProxy)); // a new device id with every sign-in
  return session;
}

const REFRESH_TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,200}$/;

type RefreshOutcome = { ok: Record<string, unknown> } | { error: AuthError };

async function refreshGrant(deps: AuthDeps, issuer: string, refreshToken: unknown): Promise<Record<string, unknown>> {
  if (refreshToken === undefined || refreshToken === null || refreshToken === '') {
    throw new OAuthError('invalid_request', 'refresh_token required');
  }
  if (typeof refreshToken !== 'string' || !REFRESH_TOKEN_SHAPE.test(refreshToken)) {
    throw badRequest('validation_failed', 'Refresh token is not valid');
  }
  const notFound = () => badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  // Refusals are returned, not thrown, so what the transaction did (ending a stolen session) commits.
  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const token = await lockRefreshToken(tx, refreshToken, deps.options.refreshTokenReuseInterval);
    if (!token) return { error: notFound() };
    if (token.revoked && token.expired) {
      await logout(tx, token.user_id, token.session_id, 'local');
      return { error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
    }
    const user = await findUserById(tx, token.user_id);
    if (!user) return { error: notFound() };
    const next = await rotateRefreshToken(tx, token);
    return { ok: await tokenResponse(deps, tx, issuer, user, token.session_id, next) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.ok;
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
