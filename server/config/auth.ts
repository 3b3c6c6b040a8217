/**
 * Auth (GoTrue-compatible) settings: their types and defaults. ../env.ts reads them from the AUTH_*
 * environment variables (server/README.md lists them).
 */
import { ENV_DEFAULTS } from './env.ts';
import type { HashingLimit } from '../auth/hashSlots.ts';

export interface AuthRateLimit {
  /** Length of every auth rate-limit window. */
  windowMs: number;
  /** Password sign-ins, sign-ups and MFA verifications per client address per window; 0 disables. */
  perAddress: number;
  /** Failed password or code attempts per account per window from one address; 0 disables. */
  perAccount: number;
  /** Failed attempts per account per window from all addresses together (trusted addresses exempt); 0 disables. */
  perAccountTotal: number;
  /**
   * Wrong two-factor codes for one account within 24 h (from addresses it never signed in from)
   * before the account's codes are locked for `totpLockMs`; every 5 more double the lock (at most
   * 24 h). 0 disables.
   */
  totpLockAfter: number;
  totpLockMs: number;
}

export interface Argon2Cost {
  /** KiB of memory per hash. */
  memoryCost: number;
  /** Iterations. */
  timeCost: number;
}

export interface AuthOptions {
  /** Access-token lifetime in seconds (GoTrue's JWT_EXP). */
  jwtExpiry: number;
  /** Seconds a just-rotated refresh token is still accepted (GoTrue's REFRESH_TOKEN_REUSE_INTERVAL). */
  refreshTokenReuseInterval: number;
  passwordMinLength: number;
  signupEnabled: boolean;
  /** Seconds an MFA challenge stays valid. */
  mfaChallengeExpiry: number;
  /** TOTP issuer shown in authenticator apps when the client names none; default: SITE_URL's host name (never the request's Host). */
  totpIssuer: string;
  /** `iss` claim of access tokens; default: <SITE_URL>/auth/v1 (never the request's Host). */
  issuer: string;
  /** A private EC P-256 JWK (JSON) to sign sessions with; default: a key generated on first start and kept in the database. */
  signingKey: string | undefined;
  argon2: Argon2Cost;
  /** Concurrent password hashing (hashSlots.ts). */
  hashing: HashingLimit;
  rateLimit: AuthRateLimit;
}

/** The defaults, beside their AUTH_* variables in ../env.ts (OWASP's argon2id baseline; one core left free). */
export const AUTH_DEFAULTS: AuthOptions = ENV_DEFAULTS.server.auth;

/** Merges a partial (tests) over the defaults, nested objects included. */
export function resolveAuthOptions(partial: Partial<AuthOptions> = {}): AuthOptions {
  return {
    ...AUTH_DEFAULTS,
    ...partial,
    argon2: { ...AUTH_DEFAULTS.argon2, ...partial.argon2 },
    hashing: { ...AUTH_DEFAULTS.hashing, ...partial.hashing },
    rateLimit: { ...AUTH_DEFAULTS.rateLimit, ...partial.rateLimit },
  };
}
