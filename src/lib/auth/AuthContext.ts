import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { createContext } from 'react';
import type { Assurance } from './assurance';
import type { AuthFailure } from './messages';

export type AuthResult<T = null> = { ok: true; data: T } | { ok: false; error: AuthFailure };

export interface TotpEnrollment {
  factorId: string;
  /** The QR code as an image URL that is safe to use as `<img src>` (percent-encoded SVG). */
  qrCode: string;
  /** The shared secret (base32) for typing into an app that cannot scan. */
  secret: string;
  uri: string;
}

export interface AssuranceDetails extends Assurance {
  methods: string[];
}

/** Spec §4 "Multi-factor": enroll, challenge, verify, unenroll, current and next assurance level. */
export interface MfaHelpers {
  enroll: (friendlyName?: string) => Promise<AuthResult<TotpEnrollment>>;
  challenge: (factorId: string) => Promise<AuthResult<{ challengeId: string; expiresAt: number }>>;
  verify: (factorId: string, challengeId: string, code: string) => Promise<AuthResult>;
  /** A fresh challenge, then verify: a retry after a wrong or late code never reuses an old challenge. */
  challengeAndVerify: (factorId: string, code: string) => Promise<AuthResult>;
  /** Removes a factor, then refreshes the session so the token's `aal` follows the server. */
  unenroll: (factorId: string) => Promise<AuthResult>;
  /** Removes unverified TOTP factors left by an enrollment that was never confirmed (they block a new one). */
  discardUnverified: () => Promise<AuthResult>;
  /** supabase-js' own answer (no network call). */
  assuranceLevel: () => Promise<AuthResult<AssuranceDetails>>;
}

export interface AuthState {
  /** True until the first session has been read. */
  loading: boolean;
  session: Session | null;
  user: User | null;
  /** The last auth event received (null before the first). */
  event: AuthChangeEvent | null;
  assurance: Assurance;
  /** When the last TOKEN_REFRESHED arrived (ms since the epoch); null since the last sign-in or sign-out. */
  refreshedAt: number | null;
}

export interface AuthContextValue extends AuthState {
  signUp: (email: string, password: string) => Promise<AuthResult>;
  signIn: (email: string, password: string) => Promise<AuthResult>;
  signOut: (scope?: 'global' | 'local' | 'others') => Promise<AuthResult>;
  /** Asks the server whether the session still exists: one revoked elsewhere (a global sign-out) ends with SIGNED_OUT. */
  revalidate: () => Promise<AuthResult>;
  mfa: MfaHelpers;
}

export type LoadClient = () => Promise<SupabaseClient>;

export const AuthContext = createContext<AuthContextValue | null>(null);
