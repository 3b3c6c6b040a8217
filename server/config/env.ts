/**
 * The environment, read once: one zod schema for every variable of the server (here), /auth/v1
 * (auth/config.ts) and the outbox (outbox/config.ts) — each area declares its variables, their
 * defaults and the settings they become, whose types are inferred from the schema —, with their
 * coercions (envFields.ts) and the rules that span variables. server/README.md lists them. A bad
 * environment is one ConfigError listing every bad variable — its name, what is wrong with the value
 * and what is expected —, which main.ts prints before it exits. main.ts hands each area its settings.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { authVariables, toAuth } from './auth.ts';
import { defaultDataDir } from '../db/dataDir.ts';
import { databaseUrl, DAY_MS, describeIssues, dir, host, int, mountPath } from './envFields.ts';
import { origin, origins, pathOrOrigin, proxies, secret, siteVariables, text } from './envFields.ts';
import { secretProblems } from './envSecrets.ts';
import { LOCAL_JWT_SECRET } from '../kit/keys.ts';
import { outboxProblems, outboxVariables, toOutbox } from './outbox.ts';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '../db/connection.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const MIN_SECRET_LENGTH = 32;

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
  ...siteVariables,
};

const variables = z.object({ ...serverVariables, ...authVariables, ...outboxVariables });
type Variables = z.output<typeof variables>;

/** Rules between variables; each is checked once its own variables are valid, whatever the others. */
function crossChecks(e: Variables, ctx: z.RefinementCtx<Variables>): void {
  const bad = new Set(ctx.issues.map((issue) => issue.path?.[0]));
  const valid = (...names: (keyof Variables)[]) => names.every((name) => !bad.has(name));
  const secrets = valid('HOST', 'JWT_SECRET', 'AUTH_SIGNING_KEY', 'DATABASE_URL', 'SMTP_URL') ? secretProblems(e) : [];
  for (const [name, message] of [...outboxProblems(e, valid), ...secrets]) ctx.addIssue({ code: 'custom', path: [name], message });
}

/** The server's settings, `auth` (the /auth/v1 settings) among them. */
function toServer(e: Variables) {
  return {
    /** HOST: the address to listen on (default 127.0.0.1; 0.0.0.0 or :: for every interface, e.g. in a container). */
    host: e.HOST,
    /** 0 picks a free port. */
    port: e.PORT,
    /**
     * SHUTDOWN_DRAIN_MS: after SIGTERM, /readyz answers 503 and requests are still served this long,
     * so a load balancer stops sending first.
     */
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    /** SHUTDOWN_TIMEOUT_MS: then the longest in-flight requests may take to finish before their connections are closed. */
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    distDir: e.DIST_DIR,
    /** The SSR bundle (`npm run build`'s dist-server): re-renders the form page after a post without JavaScript. */
    ssrDir: e.SSR_DIR,
    /** PostgreSQL connection string; when unset the server runs its own PostgreSQL in dataDir. */
    databaseUrl: e.DATABASE_URL,
    /** DATA_DIR: the embedded PostgreSQL cluster (dataDir/postgres), its log and the server's lock. */
    dataDir: e.DATA_DIR,
    /** A database of the former PGlite default (DATA_DIR/pglite), imported once on first start. */
    pgliteDir: e.PGLITE_DIR ?? path.join(e.DATA_DIR, 'pglite'),
    dbPoolSize: e.DB_POOL_SIZE,
    migrationsDir: path.join(REPO_ROOT, 'supabase', 'migrations'),
    jwtSecret: e.JWT_SECRET,
    /** RATE_LIMIT_*: inserts allowed per client per window; max 0 disables the limit. */
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    /** READ_RATE_LIMIT_*: anonymous GET/HEAD/PATCH/DELETE on /rest/v1 per address per window, in memory; max 0 = off. */
    readRateLimit: { max: e.READ_RATE_LIMIT_MAX, windowMs: e.READ_RATE_LIMIT_WINDOW_MS },
    /**
     * Proxies in front of the server (true = 1): the rate limiter takes the client address from the
     * X-Forwarded-For entry the outermost of them appended (see http/clientAddress.ts).
     */
    trustProxy: e.TRUST_PROXY,
    /** Strict-Transport-Security max-age in seconds; 0 (default) sends no HSTS header. */
    hstsMaxAge: e.HSTS_MAX_AGE,
    /** Origins allowed to call /rest/v1 from a browser; '*' allows any. */
    corsOrigins: e.CORS_ORIGINS,
    /** Maximum request body in bytes. */
    bodyLimit: e.BODY_LIMIT,
    /** BODY_TIMEOUT_MS: a request's head and body must arrive within this, else 408 and the connection is closed (server.ts). */
    bodyTimeoutMs: e.BODY_TIMEOUT_MS,
    /** MAX_CONNECTIONS_PER_ADDRESS: open connections per client address, 0 = no cap; off behind a trusted proxy (http/connectionCap.ts). */
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    /** statement_timeout of every API transaction in ms (0 = none); see rest/context.ts. */
    statementTimeoutMs: e.API_STATEMENT_TIMEOUT_MS,
    /** Origin of an external Supabase API the front end talks to (SUPABASE_URL, else VITE_SUPABASE_URL): CSP connect-src. */
    supabaseUrl: e.SUPABASE_URL ?? e.VITE_SUPABASE_URL,
    /** Origin of a Storybook published elsewhere (VITE_STORYBOOK_URL), added to CSP frame-src for the review page. */
    storybookOrigin: e.VITE_STORYBOOK_URL,
    /** Where the static Storybook is published ('/storybook'); undefined turns it off (STORYBOOK_PATH=off). */
    storybookPath: e.STORYBOOK_PATH || undefined,
    /** The static Storybook build (`npm run build-storybook`). */
    storybookDir: e.STORYBOOK_DIR,
    /** Let @hono/node-server replace global Request/Response with its faster versions (main only). */
    overrideGlobals: false,
    /** /auth/v1 (GoTrue-compatible) settings, AUTH_* variables; see auth/config.ts. */
    auth: toAuth(e),
  };
}

const schema = variables.superRefine(crossChecks, { when: () => true }).transform((e) => ({ server: toServer(e), outbox: toOutbox(e) }));

/** Every setting, by area: `server` (with `auth`) and `outbox`. */
export type Environment = z.infer<typeof schema>;

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

/** Every default (DATA_DIR: the checkout's .data, which loadEnv may move): the environment without any variable set. */
export const ENV_DEFAULTS: Environment = parse({});
