/**
 * GET /user and PUT /user (GoTrue internal/api/user.go). Once the user has a verified factor, every
 * change (password, e-mail, metadata) needs an aal2 session: a password alone changes nothing.
 * Metadata is capped (models/users.ts), so it can never make the access tokens that carry it too large.
 */
import type { Hono } from 'hono';
import { badJson, insufficientAal, metadataTooLarge, unprocessable, validationFailed } from '../errors.ts';
import { listFactors } from '../models/factors.ts';
import { logout } from '../models/sessions.ts';
import {
  findUserById,
  mergeMetadata,
  metadataBytes,
  normaliseEmail,
  setPasswordHash,
  USER_METADATA_MAX_BYTES,
  userJson,
} from '../models/users.ts';
import { checkNewPassword } from '../passwords.ts';
import { readJson, requireUser, stringField } from './request.ts';
import type { AuthDeps } from './request.ts';

export function registerUser(app: Hono, deps: AuthDeps): void {
  app.get('/user', async (c) => {
    const { user } = await requireUser(c, deps);
    return c.json(userJson(user, await listFactors(deps.db, user.id)));
  });

  app.put('/user', async (c) => {
    const { user, session } = await requireUser(c, deps);
    const body = readJson(c);
    const email = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    const password = stringField(body, 'password');
    stringField(body, 'nonce');
    const data = body.data;
    if (data !== undefined && data !== null && (typeof data !== 'object' || Array.isArray(data))) {
      throw badJson('cannot unmarshal into field "data" of type map[string]interface {}');
    }
    const changesEmail = email !== undefined && email !== '' && normaliseEmail(email) !== normaliseEmail(user.email);
    const changesData = data !== undefined && data !== null;
    const factors = await listFactors(deps.db, user.id);
    const mfaEnabled = factors.some((f) => f.status === 'verified');
    if ((password !== undefined || changesEmail || changesData) && mfaEnabled && session.aal !== 'aal2') {
      throw insufficientAal(401, 'AAL2 session is required to update email, password or user metadata when MFA is enabled.');
    }
    if (phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
    // There is no mailer to confirm a new address with; staff change it through the CLI.
    if (changesEmail) throw unprocessable('email_change_not_supported', 'Changing the e-mail address is not supported by this server');
    if (changesData && metadataBytes(data) > USER_METADATA_MAX_BYTES) throw metadataTooLarge(USER_METADATA_MAX_BYTES);
    let newHash: string | undefined;
    if (password !== undefined) {
      checkNewPassword(password, deps.options.passwordMinLength);
      if (await deps.passwords.verify(user.encrypted_password, password)) {
        throw unprocessable('same_password', 'New password should be different from the old password.');
      }
      newHash = await deps.passwords.hash(password);
    }
    if (newHash === undefined && data === undefined) throw validationFailed('Nothing to update');
    await deps.db.transaction(async (tx) => {
      if (changesData) await mergeMetadata(tx, user.id, data as Record<string, unknown>);
      if (newHash !== undefined) {
        await setPasswordHash(tx, user.id, newHash);
        // As GoTrue: a new password signs out every other session.
        await logout(tx, user.id, session.id, 'others');
      }
    });
    const fresh = await findUserById(deps.db, user.id);
    if (!fresh) throw new Error('user vanished during update');
    return c.json(userJson(fresh, await listFactors(deps.db, user.id)));
  });
}
