/**
 * POST /factors/{id}/verify (GoTrue internal/api/mfa.go): a TOTP code for a challenge from the same
 * address. A code is accepted within ±1 time step and never twice (the highest accepted step is kept
 * per factor); wrong and replayed codes count against the account (signInPolicy.ts), those while setting
 * up an authenticator only against the rate limits. Success makes the
 * session aal2 and answers with new tokens.
 */
import type { Context } from 'hono';
import { AuthError, badJson, overRateLimit, unprocessable, validationFailed } from '../errors.ts';
import { acceptStep, deleteChallenge, deleteOtherUnverified, findChallenge, markChallengeVerified } from '../models/factors.ts';
import { upgradeToAal2 } from '../models/sessions.ts';
import { findUserById, noteTotpFailures } from '../models/users.ts';
import { matchTotp } from '../totp.ts';
import { clientAddress, isUuid, issuer, loadFactor, readJson, requireUser, stringField } from './request.ts';
import type { AuthDeps } from './request.ts';
import { tokenResponse } from './tokens.ts';

export async function verify(c: Context, deps: AuthDeps): Promise<Response> {
  const who = await requireUser(c, deps);
  const address = clientAddress(c, deps.trustProxy);
  const retry = await deps.limits.attempt('verify', address);
  if (retry !== undefined) throw overRateLimit(retry);
  const factor = await loadFactor(c, deps, who);
  const body = readJson(c);
  const challengeId = stringField(body, 'challenge_id');
  const code = stringField(body, 'code');
  if (challengeId !== undefined && challengeId !== '' && !isUuid(challengeId)) {
    throw badJson(`uuid: incorrect UUID format ${JSON.stringify(String(challengeId).slice(0, 64))}`);
  }
  if (!code) throw validationFailed('Code needs to be non-empty');
  const blocked = await deps.limits.accountBlocked('verify', who.user.id, address);
  if (blocked !== undefined) throw overRateLimit(blocked, 'account_locked');
  const locked = await deps.limits.totpLocked(who.user.id, address);
  if (locked !== undefined) throw overRateLimit(locked, 'totp_locked');

  const ch = await findChallenge(deps.db, isUuid(challengeId) ? challengeId : undefined, factor.id, deps.options.mfaChallengeExpiry);
  if (!ch) throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (ch.verified || ch.ip_address !== address) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (ch.expired) {
    await deleteChallenge(deps.db, ch.id);
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${ch.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }

  const step = matchTotp(factor.secret, code);
  // Setting up an authenticator (its factor still unverified): a typo is the staff member's own, not a guess.
  const guess = factor.status === 'verified';
  const wrong = async () => {
    await deps.limits.failure('verify', who.user.id, address, { guess });
    return unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
  };
  if (step === null) throw await wrong();

  const result = await deps.db.transaction(async (tx): Promise<Record<string, unknown> | AuthError> => {
    if (!(await acceptStep(tx, factor.id, step))) return unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
    await markChallengeVerified(tx, ch.id);
    await noteTotpFailures(tx, who.user.id, await deps.limits.totpFailures(who.user.id));
    const refreshToken = await upgradeToAal2(tx, who.user.id, who.session.id, factor.id);
    await deleteOtherUnverified(tx, who.user.id, factor.id);
    const user = await findUserById(tx, who.user.id);
    if (!user) throw new Error('user vanished during verify');
    return tokenResponse(deps, tx, issuer(c, deps.options), user, who.session.id, refreshToken);
  });
  if (result instanceof AuthError) {
    // A replayed code is a failed guess too (counted outside the transaction that refused it).
    await deps.limits.failure('verify', who.user.id, address, { guess });
    throw result;
  }
  await deps.limits.success('verify', who.user.id, address);
  await deps.limits.clearTotpFailures(who.user.id);
  return c.json(result);
}
