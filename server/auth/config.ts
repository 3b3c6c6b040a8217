/**
 * Auth (GoTrue-compatible) settings: defaults and the AUTH_* environment variables
 * (server/README.md lists them). Kept apart from ../config.ts so the auth surface is read in one place.
 */
import os from 'node:os';
import type { HashingLimit } from './hashSlots.ts';

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
  /** TOTP issuer shown in authenticator apps when the client names none; default: the request's host. */
  totpIssuer: string | undefined;
  /** `iss` claim of access tokens; default: <request origin>/auth/v1. */
  issuer: string | undefined;
  /** A private EC P-256 JWK (JSON) to sign sessions with; default: a key generated on first start and kept in the database. */
  signingKey: string | undefined;
  argon2: Argon2Cost;
  /** Concurrent password hashing (hashSlots.ts). */
  hashing: HashingLimit;
  rateLimit: AuthRateLimit;
}

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). */
export const AUTH_DEFAULTS: AuthOptions = {
  jwtExpiry: 3600,
  refreshTokenReuseInterval: 10,
  passwordMinLength: 10,
  signupEnabled: false,
  mfaChallengeExpiry: 300,
  totpIssuer: undefined,
  issuer: undefined,
  signingKey: undefined,
  argon2: { memoryCost: 19_456, timeCost: 2 },
  // One core stays free for the event loop and PostgreSQL; 2 s of waiting, 64 waiting at most.
  hashing: { concurrency: Math.max(1, os.availableParallelism() - 1), maxWaitMs: 2000, maxQueue: 64 },
  rateLimit: { windowMs: 300_000, perAddress: 30, perAccount: 5, perAccountTotal: 20, totpLockAfter: 10, totpLockMs: 300_000 },
};

type Env = Record<string, string | undefined>;

export class AuthConfigError extends Error {
  override name = 'ConfigError';
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new AuthConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

function text(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

export function loadAuthConfig(env: Env): AuthOptions {
  const d = AUTH_DEFAULTS;
  return {
    jwtExpiry: int(env, 'AUTH_JWT_EXPIRY', d.jwtExpiry, 30, 7 * 86_400),
    refreshTokenReuseInterval: int(env, 'AUTH_REFRESH_TOKEN_REUSE_INTERVAL', d.refreshTokenReuseInterval, 0, 3600),
    passwordMinLength: int(env, 'AUTH_PASSWORD_MIN_LENGTH', d.passwordMinLength, 6, 1024),
    signupEnabled: /^(1|true|yes|on)$/i.test(env.AUTH_SIGNUP_ENABLED?.trim() ?? ''),
    mfaChallengeExpiry: int(env, 'AUTH_MFA_CHALLENGE_EXPIRY', d.mfaChallengeExpiry, 10, 3600),
    totpIssuer: text(env, 'AUTH_TOTP_ISSUER'),
    issuer: text(env, 'AUTH_ISSUER'),
    signingKey: text(env, 'AUTH_SIGNING_KEY'),
    argon2: {
      memoryCost: int(env, 'AUTH_ARGON2_MEMORY_KIB', d.argon2.memoryCost, 64, 4 * 1024 * 1024),
      timeCost: int(env, 'AUTH_ARGON2_TIME_COST', d.argon2.timeCost, 1, 100),
    },
    hashing: {
      concurrency: int(env, 'AUTH_HASH_CONCURRENCY', d.hashing.concurrency, 1, 256),
      maxWaitMs: int(env, 'AUTH_HASH_MAX_WAIT_MS', d.hashing.maxWaitMs, 0, 60_000),
      maxQueue: int(env, 'AUTH_HASH_MAX_QUEUE', d.hashing.maxQueue, 0, 100_000),
    },
    rateLimit: {
      windowMs: int(env, 'AUTH_RATE_LIMIT_WINDOW_MS', d.rateLimit.windowMs, 1000, 86_400_000),
      perAddress: int(env, 'AUTH_RATE_LIMIT_PER_ADDRESS', d.rateLimit.perAddress, 0, 1_000_000),
      perAccount: int(env, 'AUTH_RATE_LIMIT_PER_ACCOUNT', d.rateLimit.perAccount, 0, 1_000_000),
      perAccountTotal: int(env, 'AUTH_RATE_LIMIT_PER_ACCOUNT_TOTAL', d.rateLimit.perAccountTotal, 0, 1_000_000),
      totpLockAfter: int(env, 'AUTH_TOTP_LOCK_AFTER', d.rateLimit.totpLockAfter, 0, 1_000_000),
      totpLockMs: int(env, 'AUTH_TOTP_LOCK_MS', d.rateLimit.totpLockMs, 1000, 86_400_000),
    },
  };
}

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
