import type { SupabaseClient } from '@supabase/supabase-js';
import type { AuthResult, MfaHelpers, LoadClient } from './AuthContext';
import { failureOf } from './messages';
import { safeQrCodeUrl } from './qrCode';

/** Runs one call and turns both `{ error }` answers and thrown errors into an AuthResult. */
export async function attempt<R extends { data: unknown; error: unknown }>(
  load: LoadClient,
  call: (supabase: SupabaseClient) => Promise<R>,
): Promise<AuthResult<R['data']>> {
  try {
    const { data, error } = await call(await load());
    return error ? { ok: false, error: failureOf(error) } : { ok: true, data };
  } catch (error) {
    return { ok: false, error: failureOf(error) };
  }
}

const done = <T>(result: AuthResult<T>): AuthResult => (result.ok ? { ok: true, data: null } : result);

export function createMfaHelpers(load: LoadClient): MfaHelpers {
  const challenge: MfaHelpers['challenge'] = async (factorId) => {
    const result = await attempt(load, (s) => s.auth.mfa.challenge({ factorId }));
    return result.ok ? { ok: true, data: { challengeId: result.data!.id, expiresAt: result.data!.expires_at } } : result;
  };
  const verify: MfaHelpers['verify'] = async (factorId, challengeId, code) =>
    done(await attempt(load, (s) => s.auth.mfa.verify({ factorId, challengeId, code })));

  return {
    async enroll(friendlyName) {
      const result = await attempt(load, (s) => s.auth.mfa.enroll({ factorType: 'totp', ...(friendlyName ? { friendlyName } : {}) }));
      if (!result.ok) return result;
      const { id, totp } = result.data!;
      return { ok: true, data: { factorId: id, qrCode: safeQrCodeUrl(totp.qr_code), secret: totp.secret, uri: totp.uri } };
    },
    challenge,
    verify,
    async challengeAndVerify(factorId, code) {
      const started = await challenge(factorId);
      return started.ok ? verify(factorId, started.data.challengeId, code) : started;
    },
    async unenroll(factorId) {
      const removed = await attempt(load, (s) => s.auth.mfa.unenroll({ factorId }));
      if (!removed.ok) return removed;
      // The server lowered the session to aal1; a refresh brings the token and user up to date.
      return done(await attempt(load, (s) => s.auth.refreshSession()));
    },
    async discardUnverified() {
      const listed = await attempt(load, (s) => s.auth.mfa.listFactors());
      if (!listed.ok) return listed;
      const stale = (listed.data?.all ?? []).filter((f) => f.factor_type === 'totp' && f.status !== 'verified');
      for (const factor of stale) {
        const removed = await attempt(load, (s) => s.auth.mfa.unenroll({ factorId: factor.id }));
        if (!removed.ok) return removed;
      }
      return { ok: true, data: null };
    },
    async assuranceLevel() {
      const result = await attempt(load, (s) => s.auth.mfa.getAuthenticatorAssuranceLevel());
      if (!result.ok) return result;
      const { currentLevel, nextLevel, currentAuthenticationMethods } = result.data!;
      return {
        ok: true,
        data: {
          currentLevel,
          nextLevel,
          methods: currentAuthenticationMethods.map((entry) => (typeof entry === 'string' ? entry : entry.method)),
        },
      };
    },
  };
}
