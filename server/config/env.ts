/**
 * The environment, read once: one zod schema for every variable of the server, /auth/v1 and the
 * outbox (server/README.md lists them), with their defaults, their coercions (envFields.ts) and the
 * rules that span variables. A bad environment is one ConfigError listing every bad variable — its
 * name, what is wrong with the value and what is expected —, which main.ts prints before it exits.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AuthOptions } from './auth.ts';
import type { ServerOptions } from './options.ts';
import { defaultDataDir } from '../db/dataDir.ts';
import { databaseUrl, describeIssues, dir, flag, host, int, mountPath } from './envFields.ts';
import { origin, origins, pathOrOrigin, proxies, secret, siteUrl, smtpUrl, text } from './envFields.ts';
import { secretProblems } from './envSecrets.ts';
import { LOCAL_JWT_SECRET } from '../kit/keys.ts';
import type { OutboxOptions } from './outbox.ts';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '../db/connection.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const MIN_SECRET_LENGTH = 32;
const DEFAULT_SITE_URL = 'https://www.lumenwebstudio.com';
const DAY_MS = 86_400_000;
const siteOf = (e: Variables): string => e.SITE_URL ?? e.VITE_SITE_URL ?? DEFAULT_SITE_URL;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Never echoed in an error: they may hold passwords or keys. */
const SECRETS = new Set(['DATABASE_URL', 'JWT_SECRET', 'AUTH_SIGNING_KEY', 'SMTP_URL']);

const serverVariables = {
  HOST: host.default('127.0.0.1'),
  PORT: int(0, 65535).default(8787),
  SHUTDOWN_DRAIN_MS: int(0, 300_000).default(3000),
  SHUTDOWN_TIMEOUT_MS: int(0, 600_000).default(20_000),
  DIST_DIR: dir.default(path.join(REPO_ROOT, 'dist')),
  SSR_DIR: dir.default(path.join(REPO_ROOT, 'dist-server')),
  DATABASE_URL: databaseUrl.optional(),
  /** production: the public development JWT secret is refused (envSecrets.ts). */
  NODE_ENV: text.optional(),
  DATA_DIR: dir.default(path.join(REPO_ROOT, '.data')),
  /** Default: DATA_DIR/pglite. */
  PGLITE_DIR: dir.optional(),
  DB_POOL_SIZE: int(1, 500).default(20),
  JWT_SECRET: secret(MIN_SECRET_LENGTH).default(LOCAL_JWT_SECRET),
  RATE_LIMIT_MAX: int(0, 1_000_000_000).default(5),
  RATE_LIMIT_WINDOW_MS: int(1, DAY_MS).default(60_000),
  READ_RATE_LIMIT_MAX: int(0, 1_000_000_000).default(120),
  READ_RATE_LIMIT_WINDOW_MS: int(1000, DAY_MS).default(60_000),
  TRUST_PROXY: proxies.default(false),
  HSTS_MAX_AGE: int(0, 2 * 365 * 86_400).default(0),
  CORS_ORIGINS: origins.default('*'),
  BODY_LIMIT: int(1024, 100 * 1024 * 1024).default(64 * 1024),
  BODY_TIMEOUT_MS: int(1000, 300_000).default(30_000),
  MAX_CONNECTIONS_PER_ADDRESS: int(0, 1_000_000).default(256),
  API_STATEMENT_TIMEOUT_MS: int(0, 3_600_000).default(DEFAULT_STATEMENT_TIMEOUT_MS),
  /** Or VITE_SUPABASE_URL, the front end's. */
  SUPABASE_URL: origin.optional(),
  VITE_SUPABASE_URL: origin.optional(),
  /** The published Storybook the client review page frames (its origin is added to frame-src). */
  VITE_STORYBOOK_URL: pathOrOrigin.optional(),
  STORYBOOK_PATH: mountPath.default('/storybook'),
  STORYBOOK_DIR: dir.default(path.join(REPO_ROOT, 'storybook-static')),
  /** The site's public URL (token `iss`, TOTP issuer, inbox links; never a request's Host); or VITE_SITE_URL; default the studio's. */
  SITE_URL: siteUrl.optional(),
};

/** OWASP's argon2id baseline (19 MiB, 2 passes); one core stays free for the event loop and PostgreSQL. */
const authVariables = {
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
};

const outboxVariables = {
  SMTP_URL: smtpUrl.optional(),
  NOTIFY_TO: text.optional(),
  /** Default: NOTIFY_TO. */
  NOTIFY_FROM: text.optional(),
  INBOX_SITE_URL: siteUrl.optional(),
  VITE_SITE_URL: siteUrl.optional(),
  OUTBOX_POLL_MS: int(10, 3_600_000).default(2000),
  OUTBOX_LEASE_MS: int(1000, DAY_MS).default(300_000),
  OUTBOX_RETRY_BASE_MS: int(10, DAY_MS).default(30_000),
  OUTBOX_RETRY_MAX_MS: int(10, 7 * DAY_MS).default(3_600_000),
  OUTBOX_FAILING_AFTER: int(1, 1000).default(3),
  SMTP_TIMEOUT_MS: int(100, 600_000).default(30_000),
};

const variables = z.object({ ...serverVariables, ...authVariables, ...outboxVariables });
type Variables = z.output<typeof variables>;

/** Rules between variables; each is checked once its own variables are valid, whatever the others. */
function crossChecks(e: Variables, ctx: z.RefinementCtx<Variables>): void {
  const bad = new Set(ctx.issues.map((issue) => issue.path?.[0]));
  const valid = (...names: (keyof Variables)[]) => names.every((name) => !bad.has(name));
  if (valid('SMTP_URL') && e.SMTP_URL !== undefined && e.NOTIFY_TO === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['NOTIFY_TO'],
      message: 'must name the address that receives new-lead e-mails when SMTP_URL is set',
    });
  }
  if (valid('OUTBOX_LEASE_MS', 'SMTP_TIMEOUT_MS') && e.OUTBOX_LEASE_MS <= 3 * e.SMTP_TIMEOUT_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['OUTBOX_LEASE_MS'],
      message: `must be more than three times SMTP_TIMEOUT_MS (${e.SMTP_TIMEOUT_MS})`,
    });
  }
  if (valid('HOST', 'JWT_SECRET', 'AUTH_SIGNING_KEY', 'DATABASE_URL', 'SMTP_URL')) {
    for (const [name, message] of secretProblems(e)) ctx.addIssue({ code: 'custom', path: [name], message });
  }
}

export interface Environment {
  /** With `auth`, the /auth/v1 settings. */
  server: ServerOptions;
  outbox: OutboxOptions;
}

function toAuth(e: Variables): AuthOptions {
  return {
    jwtExpiry: e.AUTH_JWT_EXPIRY,
    refreshTokenReuseInterval: e.AUTH_REFRESH_TOKEN_REUSE_INTERVAL,
    passwordMinLength: e.AUTH_PASSWORD_MIN_LENGTH,
    signupEnabled: e.AUTH_SIGNUP_ENABLED,
    mfaChallengeExpiry: e.AUTH_MFA_CHALLENGE_EXPIRY,
    totpIssuer: e.AUTH_TOTP_ISSUER ?? new URL(siteOf(e)).hostname,
    issuer: e.AUTH_ISSUER ?? `${siteOf(e)}/auth/v1`,
    signingKey: e.AUTH_SIGNING_KEY,
    argon2: { memoryCost: e.AUTH_ARGON2_MEMORY_KIB, timeCost: e.AUTH_ARGON2_TIME_COST },
    hashing: {
      concurrency: e.AUTH_HASH_CONCURRENCY,
      reserved: e.AUTH_HASH_RESERVED,
      maxWaitMs: e.AUTH_HASH_MAX_WAIT_MS,
      maxQueue: e.AUTH_HASH_MAX_QUEUE,
    },
    rateLimit: {
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS,
      perAddress: e.AUTH_RATE_LIMIT_PER_ADDRESS,
      perAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT,
      perAccountTotal: e.AUTH_RATE_LIMIT_PER_ACCOUNT_TOTAL,
      totpLockAfter: e.AUTH_TOTP_LOCK_AFTER,
      totpLockMs: e.AUTH_TOTP_LOCK_MS,
    },
  };
}

function toEnvironment(e: Variables): Environment {
  const server: ServerOptions = {
    host: e.HOST,
    port: e.PORT,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    distDir: e.DIST_DIR,
    ssrDir: e.SSR_DIR,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    pgliteDir: e.PGLITE_DIR ?? path.join(e.DATA_DIR, 'pglite'),
    dbPoolSize: e.DB_POOL_SIZE,
    migrationsDir: path.join(REPO_ROOT, 'supabase', 'migrations'),
    jwtSecret: e.JWT_SECRET,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    readRateLimit: { max: e.READ_RATE_LIMIT_MAX, windowMs: e.READ_RATE_LIMIT_WINDOW_MS },
    trustProxy: e.TRUST_PROXY,
    hstsMaxAge: e.HSTS_MAX_AGE,
    corsOrigins: e.CORS_ORIGINS,
    bodyLimit: e.BODY_LIMIT,
    bodyTimeoutMs: e.BODY_TIMEOUT_MS,
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    statementTimeoutMs: e.API_STATEMENT_TIMEOUT_MS,
    supabaseUrl: e.SUPABASE_URL ?? e.VITE_SUPABASE_URL,
    storybookOrigin: e.VITE_STORYBOOK_URL,
    storybookPath: e.STORYBOOK_PATH || undefined,
    storybookDir: e.STORYBOOK_DIR,
    overrideGlobals: false,
    auth: toAuth(e),
  };
  const to = e.NOTIFY_TO ?? '';
  const outbox: OutboxOptions = {
    smtpUrl: e.SMTP_URL,
    mail: { to, from: e.NOTIFY_FROM ?? to, siteUrl: e.INBOX_SITE_URL ?? siteOf(e) },
    pollMs: e.OUTBOX_POLL_MS,
    leaseMs: e.OUTBOX_LEASE_MS,
    retryBaseMs: e.OUTBOX_RETRY_BASE_MS,
    retryMaxMs: e.OUTBOX_RETRY_MAX_MS,
    failingAfter: e.OUTBOX_FAILING_AFTER,
    smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
  };
  return { server, outbox };
}

const schema = variables.superRefine(crossChecks, { when: () => true }).transform(toEnvironment);

function parse(input: Record<string, string>): Environment {
  const result = schema.safeParse(input);
  if (!result.success) throw new ConfigError(describeIssues(result.error.issues, input, SECRETS));
  return result.data;
}

/**
 * Parses the environment (process.env by default); values are trimmed and a blank one counts as unset.
 * Without DATA_DIR (and DATABASE_URL), a root server whose PostgreSQL account cannot reach the checkout's
 * .data uses a directory it can reach instead (db/dataDir.ts).
 */
export function loadEnv(env: Record<string, string | undefined> = process.env): Environment {
  const input = Object.fromEntries(Object.entries(env).flatMap(([name, value]) => (value?.trim() ? [[name, value.trim()]] : [])));
  const parsed = parse(input);
  if (input.DATA_DIR || input.DATABASE_URL) return parsed;
  const dataDir = defaultDataDir(REPO_ROOT, undefined);
  return {
    ...parsed,
    server: { ...parsed.server, dataDir, pgliteDir: input.PGLITE_DIR ? parsed.server.pgliteDir : path.join(dataDir, 'pglite') },
  };
}

/** Every default: the environment without any variable set (DATA_DIR: the checkout's .data, which loadEnv may move). */
export const ENV_DEFAULTS: Environment = parse({});
