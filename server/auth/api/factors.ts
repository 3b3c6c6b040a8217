/**
 * TOTP factors (GoTrue internal/api/mfa.go): POST /factors (enroll), POST /factors/{id}/challenge,
 * POST /factors/{id}/verify (verify.ts), DELETE /factors/{id}. Challenges expire; unverified
 * factors are forgotten after UNVERIFIED_FACTOR_EXPIRY_SECONDS.
 */
import type { Context, Hono } from 'hono';
import { forbidden, overRateLimit, unprocessable, validationFailed } from '../errors.ts';
import { createChallenge, deleteFactor, deleteStaleUnverified, insertTotpFactor, listFactors } from '../models/factors.ts';
import { downgradeToAal1 } from '../models/sessions.ts';
import { newTotpSecret, qrSvg, totpUri } from '../totp.ts';
import { bodyText } from './body.ts';
import { clientAddress, loadFactor, readJson, requireUser, stringField } from './request.ts';
import type { AuthDeps } from './request.ts';
import { verify } from './verify.ts';

/** GoTrue's defaults: MaxEnrolledFactors 10, MaxVerifiedFactors 10, unverified factors expire after 300 s. */
const MAX_FACTORS = 10;
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;

async function enroll(c: Context, deps: AuthDeps): Promise<Response> {
  const who = await requireUser(c, deps);
  const body = readJson(c);
  const type = stringField(body, 'factor_type');
  const friendlyName = stringField(body, 'friendly_name') ?? '';
  const requestedIssuer = stringField(body, 'issuer');
  if (type === 'phone') throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (type === 'webauthn') throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (type !== 'totp') throw validationFailed('factor_type needs to be totp, phone, or webauthn');
  if (friendlyName.length > 120) throw validationFailed('friendly_name must be at most 120 characters');

  await deleteStaleUnverified(deps.db, who.user.id, UNVERIFIED_FACTOR_EXPIRY_SECONDS);
  const factors = await listFactors(deps.db, who.user.id);
  if (factors.some((f) => f.friendly_name === friendlyName)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    );
  }
  const verified = factors.filter((f) => f.status === 'verified').length;
  if (factors.length >= MAX_FACTORS || verified >= MAX_FACTORS) {
    throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
  }
  if (verified > 0 && who.session.aal !== 'aal2') throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');

  const issuerName = requestedIssuer || deps.options.totpIssuer; // configuration, never the Host header
  const secret = newTotpSecret();
  const uri = totpUri(secret, issuerName, who.user.email);
  const qr = await qrSvg(uri);
  const id = await insertTotpFactor(deps.db, who.user.id, friendlyName, secret);
  // The secret is returned this once; no later answer contains it.
  return c.json({ id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qr, secret, uri } });
}

async function challenge(c: Context, deps: AuthDeps): Promise<Response> {
  const who = await requireUser(c, deps);
  const address = clientAddress(c, deps.trustProxy);
  const retry = await deps.limits.attempt('challenge', address);
  if (retry !== undefined) throw overRateLimit(retry);
  const factor = await loadFactor(c, deps, who);
  // auth-js sends the call's parameters ({factorId}); TOTP needs none, but malformed JSON is refused.
  if (bodyText(c).trim() !== '') readJson(c);
  const row = await createChallenge(deps.db, factor.id, address, deps.options.mfaChallengeExpiry);
  return c.json({ id: row.id, type: 'totp', expires_at: Number(row.expires_at) });
}

async function unenroll(c: Context, deps: AuthDeps): Promise<Response> {
  const who = await requireUser(c, deps);
  const factor = await loadFactor(c, deps, who);
  if (factor.status === 'verified' && who.session.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await deps.db.transaction(async (tx) => {
    await downgradeToAal1(tx, factor.id);
    await deleteFactor(tx, factor.id);
  });
  return c.json({ id: factor.id });
}

export function registerFactors(app: Hono, deps: AuthDeps): void {
  app.post('/factors', (c) => enroll(c, deps));
  app.post('/factors/:id/challenge', (c) => challenge(c, deps));
  app.post('/factors/:id/verify', (c) => verify(c, deps));
  app.delete('/factors/:id', (c) => unenroll(c, deps));
}
