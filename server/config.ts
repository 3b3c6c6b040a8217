/**
 * Server options: defaults, the environment-variable mapping (server/README.md lists them) and
 * validation. Tests build options directly with resolveOptions(); main.ts uses loadConfig(env).
 */
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_DEFAULTS, AuthConfigError, loadAuthConfig, resolveAuthOptions } from './auth/config.ts';
import type { AuthOptions } from './auth/config.ts';
import { LOCAL_JWT_SECRET } from './keys.ts';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './rest/context.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface RateLimitOptions {
  /** Inserts allowed per client per window; 0 disables the limit. */
  max: number;
  windowMs: number;
}

export interface ServerOptions {
  /** HOST: the address to listen on (default 127.0.0.1; 0.0.0.0 or :: for every interface, e.g. in a container). */
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** SHUTDOWN_DRAIN_MS: after SIGTERM, /readyz answers 503 and requests are still served this long, so a load balancer stops sending first. */
  shutdownDrainMs: number;
  /** SHUTDOWN_TIMEOUT_MS: then the longest in-flight requests may take to finish before their connections are closed. */
  shutdownTimeoutMs: number;
  distDir: string;
  /** The SSR bundle (`npm run build`'s dist-server): re-renders the form page after a post without JavaScript. */
  ssrDir: string;
  /** PostgreSQL connection string; when unset the server runs its own PostgreSQL in dataDir. */
  databaseUrl: string | undefined;
  /** DATA_DIR: the embedded PostgreSQL cluster (dataDir/postgres), its log and the server's lock. */
  dataDir: string;
  /** A database of the former PGlite default (DATA_DIR/pglite), imported once on first start. */
  pgliteDir: string;
  dbPoolSize: number;
  migrationsDir: string;
  jwtSecret: string;
  rateLimit: RateLimitOptions;
  /**
   * Proxies in front of the server (true = 1): the rate limiter takes the client address from the
   * X-Forwarded-For entry the outermost of them appended (see rest/clientAddress.ts).
   */
  trustProxy: boolean | number;
  /** Strict-Transport-Security max-age in seconds; 0 (default) sends no HSTS header. */
  hstsMaxAge: number;
  /** Origins allowed to call /rest/v1 from a browser; '*' allows any. */
  corsOrigins: '*' | string[];
  /** Maximum request body in bytes. */
  bodyLimit: number;
  /** statement_timeout of every API transaction in ms (0 = none); see rest/context.ts. */
  statementTimeoutMs: number;
  /** Origin of an external Supabase API the front end talks to, added to CSP connect-src. */
  supabaseUrl: string | undefined;
  /** Where the static Storybook is published ('/storybook'); undefined turns it off (STORYBOOK_PATH=off). */
  storybookPath: string | undefined;
  /** The static Storybook build (`npm run build-storybook`). */
  storybookDir: string;
  /** Let @hono/node-server replace global Request/Response with its faster versions (main only). */
  overrideGlobals: boolean;
  /** /auth/v1 (GoTrue-compatible) settings, AUTH_* variables; see auth/config.ts. */
  auth: AuthOptions;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const DEFAULTS: ServerOptions = {
  host: '127.0.0.1',
  port: 8787,
  shutdownDrainMs: 3000,
  shutdownTimeoutMs: 20_000,
  distDir: path.join(REPO_ROOT, 'dist'),
  ssrDir: path.join(REPO_ROOT, 'dist-server'),
  databaseUrl: undefined,
  dataDir: path.join(REPO_ROOT, '.data'),
  pgliteDir: path.join(REPO_ROOT, '.data', 'pglite'),
  dbPoolSize: 20,
  migrationsDir: path.join(REPO_ROOT, 'supabase', 'migrations'),
  jwtSecret: LOCAL_JWT_SECRET,
  rateLimit: { max: 5, windowMs: 60_000 },
  trustProxy: false,
  hstsMaxAge: 0,
  corsOrigins: '*',
  bodyLimit: 64 * 1024,
  statementTimeoutMs: DEFAULT_STATEMENT_TIMEOUT_MS,
  supabaseUrl: undefined,
  storybookPath: '/storybook',
  storybookDir: path.join(REPO_ROOT, 'storybook-static'),
  overrideGlobals: false,
  auth: AUTH_DEFAULTS,
};

type Env = Record<string, string | undefined>;

function intVar(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

function boolVar(env: Env, name: string): boolean {
  return /^(1|true|yes|on)$/i.test(env[name]?.trim() ?? '');
}

function originOf(name: string, value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return url.origin;
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL or origin, got "${value}"`);
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

/** STORYBOOK_PATH: unset = /storybook; off/false/0/none = not served; else one or more URL segments. */
function storybookPathVar(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (v === undefined || v === '') return DEFAULTS.storybookPath;
  if (/^(off|false|0|no|none)$/i.test(v)) return undefined;
  const normalized = '/' + v.replace(/^\/+|\/+$/g, '');
  const validSegments = normalized.slice(1).split('/').every((s) => /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/.test(s));
  const apiPath = /^\/(rest|auth|storage|functions|realtime|graphql)(\/|$)/.test(normalized);
  if (normalized === '/' || !validSegments || apiPath) {
    throw new ConfigError(`STORYBOOK_PATH must be "off" or a sub-path such as /storybook (letters, digits, - _ . ~; not / or an API path), got "${v}"`);
  }
  return normalized;
}

/** HOST: an IP address (or localhost); unset = 127.0.0.1. */
function hostVar(value: string | undefined): string {
  const v = value?.trim();
  if (!v) return DEFAULTS.host;
  const bare = v.replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost' || net.isIP(bare)) return bare;
  throw new ConfigError(`HOST must be an IP address such as 127.0.0.1, 0.0.0.0 or ::, got "${v}"`);
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

/** A warning when the server listens beyond this machine with no proxy trusted (clients then share the limits of the proxy's address, or face the internet without TLS). */
export function publicAddressWarning(options: Pick<ServerOptions, 'host' | 'trustProxy'>): string | undefined {
  if (LOOPBACK.test(options.host) || options.trustProxy !== false) return undefined;
  return `Listening on ${options.host}, beyond this machine, without TRUST_PROXY: behind a load balancer or TLS proxy set TRUST_PROXY to the number of proxies, so limits and logs see each client's own address; on the open internet put a TLS proxy in front (docs/deployment.md).`;
}

/** Reads the environment (see server/README.md). Relative paths resolve against the working directory. */
export function loadConfig(env: Env = process.env): ServerOptions {
  const cors = nonEmpty(env.CORS_ORIGINS);
  const supabaseUrl = nonEmpty(env.SUPABASE_URL) ?? nonEmpty(env.VITE_SUPABASE_URL);
  const dir = (name: string, fallback: string) => {
    const v = nonEmpty(env[name]);
    return v ? path.resolve(v) : fallback;
  };
  return resolveOptions({
    host: hostVar(env.HOST),
    port: intVar(env, 'PORT', DEFAULTS.port, 0, 65535),
    shutdownDrainMs: intVar(env, 'SHUTDOWN_DRAIN_MS', DEFAULTS.shutdownDrainMs, 0, 300_000),
    shutdownTimeoutMs: intVar(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULTS.shutdownTimeoutMs, 0, 600_000),
    distDir: dir('DIST_DIR', DEFAULTS.distDir),
    ssrDir: dir('SSR_DIR', DEFAULTS.ssrDir),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: dir('DATA_DIR', DEFAULTS.dataDir),
    pgliteDir: dir('PGLITE_DIR', path.join(dir('DATA_DIR', DEFAULTS.dataDir), 'pglite')),
    dbPoolSize: intVar(env, 'DB_POOL_SIZE', DEFAULTS.dbPoolSize, 1, 500),
    jwtSecret: nonEmpty(env.JWT_SECRET) ?? DEFAULTS.jwtSecret,
    rateLimit: {
      max: intVar(env, 'RATE_LIMIT_MAX', DEFAULTS.rateLimit.max, 0, 1_000_000_000),
      windowMs: intVar(env, 'RATE_LIMIT_WINDOW_MS', DEFAULTS.rateLimit.windowMs, 1, 86_400_000),
    },
    trustProxy: /^\d+$/.test(env.TRUST_PROXY?.trim() ?? '') ? intVar(env, 'TRUST_PROXY', 0, 0, 32) : boolVar(env, 'TRUST_PROXY'),
    hstsMaxAge: intVar(env, 'HSTS_MAX_AGE', DEFAULTS.hstsMaxAge, 0, 2 * 365 * 86_400),
    corsOrigins:
      cors === undefined || cors === '*' ? '*' : cors.split(',').map((o) => originOf('CORS_ORIGINS', o.trim())),
    bodyLimit: intVar(env, 'BODY_LIMIT', DEFAULTS.bodyLimit, 1024, 100 * 1024 * 1024),
    statementTimeoutMs: intVar(env, 'API_STATEMENT_TIMEOUT_MS', DEFAULTS.statementTimeoutMs, 0, 3_600_000),
    supabaseUrl: supabaseUrl === undefined ? undefined : originOf('SUPABASE_URL', supabaseUrl),
    auth: authConfig(env),
    storybookPath: storybookPathVar(env.STORYBOOK_PATH),
    storybookDir: dir('STORYBOOK_DIR', DEFAULTS.storybookDir),
  });
}

function authConfig(env: Env): AuthOptions {
  try {
    return loadAuthConfig(env);
  } catch (err) {
    throw err instanceof AuthConfigError ? new ConfigError(err.message) : err;
  }
}

/** Fills in defaults and validates; the entry point for tests and scripts. */
export function resolveOptions(partial: Partial<ServerOptions> = {}): ServerOptions {
  const options: ServerOptions = { ...DEFAULTS, ...partial, rateLimit: { ...DEFAULTS.rateLimit, ...partial.rateLimit }, auth: resolveAuthOptions(partial.auth) };
  if (options.jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }
  return options;
}

/** True while the server runs on the public local-development secret. */
export function usesLocalSecret(options: Pick<ServerOptions, 'jwtSecret'>): boolean {
  return options.jwtSecret === LOCAL_JWT_SECRET;
}
