/**
 * TOTP factors (GoTrue internal/api/mfa.go): POST /factors (enroll), POST /factors/{id}/challenge,
 * POST /factors/{id}/verify, DELETE /factors/{id}. A code is accepted within ±1 time step and
 * never twice (the highest accepted step is kept per factor); challenges expire.
 */
import type { Context, Hono } from 'hono';
import type { Queryable } from '../db/adapter.ts';
import {
  AuthError,
  badJson,
  factorNotFound,
  forbidden,
  notFound,
  overRateLimit,
  unprocessable,
  validationFailed,
} from './errors.ts';
import { bodyText } from './body.ts';
import { clientAddress, isUuid, issuer, readJson, requireUser, stringField } from './http.ts';
import type { AuthDeps, SignedIn } from './http.ts';
import { swapRefreshToken, tokenResponse } from './sessions.ts';
import { matchTotp, newTotpSecret, qrSvg, totpUri } from './totp.ts';
import { findUserById, listFactors } from './users.ts';
import type { FactorRow } from './users.ts';

/** GoTrue's defaults: MaxEnrolledFactors 10, MaxVerifiedFactors 10, unverified factors expire after 300 s. */
const MAX_FACTORS = 10;
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;

async function loadFactor(c: Context, deps: AuthDeps, who: SignedIn): Promise<FactorRow> {
  const id = c.req.param('id');
  if (!isUuid(id)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const f = await deps.db.query<FactorRow>('select * from auth.mfa_factors where id = $1 and user_id = $2', [id, who.user.id]);
  if (!f.rows[0]) throw factorNotFound();
  return f.rows[0];
}

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

  await deps.db.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
     and created_at < now() - make_interval(secs => $2)`,
    [who.user.id, UNVERIFIED_FACTOR_EXPIRY_SECONDS],
  );
  const factors = await listFactors(deps.db, who.user.id);
  if (factors.some((f) => f.friendly_name === friendlyName)) {
    throw unprocessable('mfa_factor_name_conflict', `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`);
  }
  const verified = factors.filter((f) => f.status === 'verified').length;
  if (factors.length >= MAX_FACTORS || verified >= MAX_FACTORS) {
    throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
  }
  if (verified > 0 && who.session.aal !== 'aal2') throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');

  const issuerName = requestedIssuer || deps.options.totpIssuer || new URL(c.req.url).hostname;
  const secret = newTotpSecret();
  const uri = totpUri(secret, issuerName, who.user.email);
  const qr = await qrSvg(uri);
  const inserted = await deps.db.query<{ id: string }>(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, secret) values ($1, $2, 'totp', $3) returning id`,
    [who.user.id, friendlyName, secret],
  );
  // The secret is returned this once; no later answer contains it.
  return c.json({ id: inserted.rows[0]?.id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qr, secret, uri } });
}

async function challenge(c: Context, deps: AuthDeps): Promise<Response> {
  const who = await requireUser(c, deps);
  const address = clientAddress(c, deps.trustProxy);
  const retry = await deps.limits.attempt('challenge', address);
  if (retry !== undefined) throw overRateLimit(retry);
  const factor = await loadFactor(c, deps, who);
  // auth-js sends the call's parameters ({factorId}); TOTP needs none, but malformed JSON is refused.
  if (bodyText(c).trim() !== '') readJson(c);
  const created = await deps.db.query<{ id: string; expires_at: number }>(
    `insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2)
     returning id, (extract(epoch from created_at) + $3)::bigint::int as expires_at`,
    [factor.id, address, deps.options.mfaChallengeExpiry],
  );
  await deps.db.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
  const row = created.rows[0];
  return c.json({ id: row?.id, type: 'totp', expires_at: Number(row?.expires_at) });
}

interface ChallengeRow {
  id: string;
  ip_address: string;
  verified: boolean;
  expired: boolean;
}

async function verify(c: Context, deps: AuthDeps): Promise<Response> {
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
  const blocked = (await deps.limits.accountBlocked('verify', who.user.id, address)) ?? (await deps.limits.totpLocked(who.user.id, address));
  if (blocked !== undefined) throw overRateLimit(blocked);

  const found = await deps.db.query<ChallengeRow>(
    `select id, ip_address, verified_at is not null as verified,
            now() > created_at + make_interval(secs => $3) as expired
     from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [isUuid(challengeId) ? challengeId : '00000000-0000-0000-0000-000000000000', factor.id, deps.options.mfaChallengeExpiry],
  );
  const ch = found.rows[0];
  if (!ch) throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (ch.verified || ch.ip_address !== address) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (ch.expired) {
    await deps.db.query('delete from auth.mfa_challenges where id = $1', [ch.id]);
    throw unprocessable('mfa_challenge_expired', `MFA challenge ${ch.id} has expired, verify against another challenge or create a new challenge.`);
  }

  const step = matchTotp(factor.secret, code);
  const wrong = async () => {
    await deps.limits.failure('verify', who.user.id, address);
    return unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
  };
  if (step === null) throw await wrong();

  const result = await deps.db.transaction(async (tx): Promise<Record<string, unknown> | AuthError> => {
    // Replay refusal: only a step later than every step accepted before for this factor.
    const used = await tx.query(
      `update auth.mfa_factors set last_used_step = $2, status = 'verified', updated_at = now()
       where id = $1 and (last_used_step is null or last_used_step < $2) returning id`,
      [factor.id, step],
    );
    if (used.rows.length === 0) return unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
    await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [ch.id]);
    await noteTotpFailures(tx, who.user.id, await deps.limits.totpFailures(who.user.id));
    await upgradeSession(tx, who, factor.id);
    const refreshToken = await swapRefreshToken(tx, who.user.id, who.session.id);
    const user = await findUserById(tx, who.user.id);
    if (!user) throw new Error('user vanished during verify');
    return tokenResponse(deps, tx, issuer(c, deps.options), user, who.session.id, refreshToken);
  });
  if (result instanceof AuthError) {
    // A replayed code is a failed guess too (counted outside the transaction that refused it).
    await deps.limits.failure('verify', who.user.id, address);
    throw result;
  }
  await deps.limits.success('verify', who.user.id, address);
  await deps.limits.clearTotpFailures(who.user.id);
  return c.json(result);
}

/**
 * Tells the staff member at this sign-in how many wrong codes were entered for the account since
 * the last one (app_metadata.totp_failures, in the token and the user; the studio shows it), and
 * forgets it at the next clean sign-in.
 */
async function noteTotpFailures(tx: Queryable, userId: string, count: number): Promise<void> {
  await tx.query(
    `update auth.users set raw_app_meta_data = case when $2::int > 0
       then raw_app_meta_data || jsonb_build_object('totp_failures', jsonb_build_object('count', $2::int, 'reported_at', now()))
       else raw_app_meta_data - 'totp_failures' end
     where id = $1`,
    [userId, count],
  );
}

/** The session becomes aal2 with a `totp` method; the user's aal1 sessions and unverified factors go. */
async function upgradeSession(tx: Queryable, who: SignedIn, factorId: string): Promise<void> {
  await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [who.session.id, factorId]);
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, 'totp')
     on conflict (session_id, authentication_method) do update set created_at = now()`,
    [who.session.id],
  );
  await tx.query(`delete from auth.sessions where user_id = $1 and aal = 'aal1' and id <> $2`, [who.user.id, who.session.id]);
  await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and id <> $2`, [who.user.id, factorId]);
}

async function unenroll(c: Context, deps: AuthDeps): Promise<Response> {
  const who = await requireUser(c, deps);
  const factor = await loadFactor(c, deps, who);
  if (factor.status === 'verified' && who.session.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await deps.db.transaction(async (tx) => {
    // GoTrue's DowngradeSessionsToAAL1: sessions verified with this factor drop back to aal1.
    await tx.query(
      `delete from auth.mfa_amr_claims where authentication_method = 'totp'
       and session_id in (select id from auth.sessions where factor_id = $1)`,
      [factor.id],
    );
    await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [factor.id]);
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
  });
  return c.json({ id: factor.id });
}

export function registerFactors(app: Hono, deps: AuthDeps): void {
  app.post('/factors', (c) => enroll(c, deps));
  app.post('/factors/:id/challenge', (c) => challenge(c, deps));
  app.post('/factors/:id/verify', (c) => verify(c, deps));
  app.delete('/factors/:id', (c) => unenroll(c, deps));
}
