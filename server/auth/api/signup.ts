/**
 * POST /signup (GoTrue internal/api/signup.go), off unless AUTH_SIGNUP_ENABLED. There is no mailer,
 * so accounts are confirmed on creation (GoTrue's mailer_autoconfirm) and the answer is a session.
 */
import type { Hono } from 'hono';
import { isPgError } from '../../db/adapter.ts';
import { metadataTooLarge, overRateLimit, signupDisabled, unprocessable, validationFailed } from '../errors.ts';
import { createSession } from '../models/sessions.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isValidEmail,
  metadataBytes,
  normaliseEmail,
  USER_METADATA_MAX_BYTES,
} from '../models/users.ts';
import { checkNewPassword } from '../passwords.ts';
import { clientAddress, issuer, readJson, stringField } from './request.ts';
import type { AuthDeps } from './request.ts';
import { tokenResponse } from './tokens.ts';

export function registerSignup(app: Hono, deps: AuthDeps): void {
  app.post('/signup', async (c) => {
    const retry = await deps.limits.attempt('signup', clientAddress(c, deps.trustProxy));
    if (retry !== undefined) throw overRateLimit(retry);
    const body = readJson(c);
    const email = stringField(body, 'email');
    const password = stringField(body, 'password');
    const phone = stringField(body, 'phone');
    const data = body.data;
    if (!password) throw validationFailed('Signup requires a valid password');
    if (email && phone) throw validationFailed('Only an email address or phone number should be provided on signup.');
    if (!deps.options.signupEnabled) throw signupDisabled();
    if (phone) throw validationFailed('Phone signups are disabled');
    if (!email || !isValidEmail(email.trim())) throw validationFailed('Unable to validate email address: invalid format');
    if (data !== undefined && data !== null && (typeof data !== 'object' || Array.isArray(data))) {
      throw validationFailed('data must be an object');
    }
    if (metadataBytes(data) > USER_METADATA_MAX_BYTES) throw metadataTooLarge(USER_METADATA_MAX_BYTES);
    checkNewPassword(password, deps.options.passwordMinLength);
    if (await findUserByEmail(deps.db, email)) throw unprocessable('user_already_exists', 'User already registered');
    const passwordHash = await deps.passwords.hash(password);
    try {
      return c.json(
        await deps.db.transaction(async (tx) => {
          const user = await insertUser(tx, { email: normaliseEmail(email), passwordHash, data: (data ?? {}) as Record<string, unknown> });
          const { sessionId, refreshToken } = await createSession(tx, user.id, 'password');
          const fresh = (await findUserById(tx, user.id)) ?? user;
          return tokenResponse(deps, tx, issuer(c, deps.options), fresh, sessionId, refreshToken);
        }),
      );
    } catch (err) {
      if (isPgError(err) && err.code === '23505') throw unprocessable('user_already_exists', 'User already registered');
      throw err;
    }
  });
}
