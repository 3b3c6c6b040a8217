/**
 * The /auth/v1 (GoTrue-compatible) area of the environment: its AUTH_* variables (server/README.md
 * lists them) with their defaults, and the settings they become, whose type is inferred from them.
 * ../env.ts parses them with every other variable; the server passes the result down (options.auth).
 */
import os from 'node:os';
import { z } from 'zod';
import { DAY_MS, flag, int, siteOf, siteVariables, text } from './envFields.ts';

/** OWASP's argon2id baseline (19 MiB, 2 passes); one core stays free for the event loop and PostgreSQL. */
export const authVariables = {
  AUTH_JWT_EXPIRY: int(30, 7 * 86_400).default(3600),
  AUTH_REFRESH_TOKEN_REUSE_INTERVAL: int(0, 3600).default(10),
  AUTH_PASSWORD_MIN_LENGTH: int(6, 1024).default(10),
  AUTH_SIGNUP_ENABLED: flag.default(false),
  AUTH_MFA_CHALLENGE_EXPIRY: int(10, 3600).default(300),
  AUTH_TOTP_ISSUER: text.optional(),
  AUTH_ISSUER: text.optional(),
  AUTH_SIGNING_KEY: text.optional(),
  AUTH_ARGON2_MEMORY_KIB: int(64, 4 * 1024 * 1024).default(19_456),
  AUTH_ARGON2_TIME_COST: int(1, 100).default(2),
  AUTH_HASH_CONCURRENCY: int(1, 256).default(Math.max(1, os.availableParallelism() - 1)),
  AUTH_HASH_RESERVED: int(0, 64).default(1),
  AUTH_HASH_MAX_WAIT_MS: int(0, 60_000).default(2000),
  AUTH_HASH_MAX_QUEUE: int(0, 100_000).default(64),
  AUTH_RATE_LIMIT_WINDOW_MS: int(1000, DAY_MS).default(300_000),
  AUTH_RATE_LIMIT_PER_ADDRESS: int(0, 1_000_000).default(30),
  AUTH_RATE_LIMIT_PER_ACCOUNT: int(0, 1_000_000).default(5),
  AUTH_RATE_LIMIT_PER_ACCOUNT_TOTAL: int(0, 1_000_000).default(20),
  AUTH_TOTP_LOCK_AFTER: int(0, 1_000_000).default(10),
  AUTH_TOTP_LOCK_MS: int(1000, DAY_MS).default(300_000),
  ...siteVariables,
};

const variables = z.object(authVariables);

/** The /auth/v1 settings from the AUTH_* variables (and the site's URL). */
export function toAuth(e: z.output<typeof variables>) {
  return {
    /** Access-token lifetime in seconds (GoTrue's JWT_EXP). */
    jwtExpiry: e.AUTH_JWT_EXPIRY,
    /** Seconds a just-rotated refresh token is still accepted (GoTrue's REFRESH_TOKEN_REUSE_INTERVAL). */
    refreshTokenReuseInterval: e.AUTH_REFRESH_TOKEN_REUSE_INTERVAL,
    passwordMinLength: e.AUTH_PASSWORD_MIN_LENGTH,
    signupEnabled: e.AUTH_SIGNUP_ENABLED,
    /** Seconds an MFA challenge stays valid. */
    mfaChallengeExpiry: e.AUTH_MFA_CHALLENGE_EXPIRY,
    /** TOTP issuer shown in authenticator apps when the client names none; default: the site URL's host name (never the request's Host). */
    totpIssuer: e.AUTH_TOTP_ISSUER ?? new URL(siteOf(e)).hostname,
    /** `iss` claim of access tokens; default: <site URL>/auth/v1 (never the request's Host). */
    issuer: e.AUTH_ISSUER ?? `${siteOf(e)}/auth/v1`,
    /** A private EC P-256 JWK (JSON) to sign sessions with; default: a key generated on first start and kept in the database. */
    signingKey: e.AUTH_SIGNING_KEY,
    argon2: {
      /** KiB of memory per hash. */
      memoryCost: e.AUTH_ARGON2_MEMORY_KIB,
      /** Iterations. */
      timeCost: e.AUTH_ARGON2_TIME_COST,
    },
    /** Concurrent password hashing (hashSlots.ts). */
    hashing: {
      /** Hashes computed at once, for any sign-in. */
      concurrency: e.AUTH_HASH_CONCURRENCY,
      /** Extra slots only sign-ins from known devices may use. */
      reserved: e.AUTH_HASH_RESERVED,
      /** How long a sign-in may wait for a slot before it is refused. */
      maxWaitMs: e.AUTH_HASH_MAX_WAIT_MS,
      /** Sign-ins waiting at most, per lane; more are refused at once. */
      maxQueue: e.AUTH_HASH_MAX_QUEUE,
    },
    rateLimit: {
      /** Length of every auth rate-limit window. */
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS,
      /** Password sign-ins, sign-ups and MFA verifications per client address per window; 0 disables. */
      perAddress: e.AUTH_RATE_LIMIT_PER_ADDRESS,
      /** Failed password or code attempts per account per window from one address; 0 disables. */
      perAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT,
      /** Failed attempts per account per window from all addresses together (trusted addresses exempt); 0 disables. */
      perAccountTotal: e.AUTH_RATE_LIMIT_PER_ACCOUNT_TOTAL,
      /**
       * Wrong two-factor codes for one account within 24 h (from addresses it never signed in from)
       * before the account's codes are locked for `totpLockMs`; every 5 more double the lock (at most
       * 24 h). 0 disables.
       */
      totpLockAfter: e.AUTH_TOTP_LOCK_AFTER,
      totpLockMs: e.AUTH_TOTP_LOCK_MS,
    },
  };
}

const settings = variables.transform(toAuth);

export type AuthOptions = z.infer<typeof settings>;
export type Argon2Cost = AuthOptions['argon2'];
export type AuthRateLimit = AuthOptions['rateLimit'];

/** The defaults: the settings of an environment without any AUTH_* variable. */
export const AUTH_DEFAULTS: AuthOptions = settings.parse({});

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
