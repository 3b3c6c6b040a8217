import type { AuthenticatorAssuranceLevels, Factor, Session, User } from '@supabase/supabase-js';

export interface Assurance {
  /** The `aal` claim of the current access token, or null without a session. */
  currentLevel: AuthenticatorAssuranceLevels | null;
  /** 'aal2' once the user has a verified factor, otherwise the current level. */
  nextLevel: AuthenticatorAssuranceLevels | null;
}

/** The payload of a JWT, decoded without verification (as auth-js does for the AAL helpers). */
function claimsOf(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Verified TOTP factors of a user. */
export function verifiedTotpFactors(user: User | null | undefined): Factor[] {
  return (user?.factors ?? []).filter((factor) => factor.factor_type === 'totp' && factor.status === 'verified');
}

/**
 * The same answer as `supabase.auth.mfa.getAuthenticatorAssuranceLevel()` without a JWT argument,
 * computed synchronously from a session so screens never render an in-between state.
 */
export function assuranceOf(session: Session | null): Assurance {
  if (!session) return { currentLevel: null, nextLevel: null };
  const aal = claimsOf(session.access_token)?.aal;
  const currentLevel = typeof aal === 'string' ? (aal as AuthenticatorAssuranceLevels) : null;
  const hasVerified = (session.user?.factors ?? []).some((factor) => factor.status === 'verified');
  return { currentLevel, nextLevel: hasVerified ? 'aal2' : currentLevel };
}
