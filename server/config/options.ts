/**
 * Server options: their types, defaults and checks on options built in code. Tests and scripts
 * build them with resolveOptions(); main.ts reads the environment with env.ts's loadEnv().
 */
import { resolveAuthOptions } from './auth.ts';
import type { AuthOptions } from './auth.ts';
import { ConfigError, ENV_DEFAULTS, loadEnv, MIN_SECRET_LENGTH } from './env.ts';
import { LOCAL_JWT_SECRET } from '../kit/keys.ts';

export { ConfigError };

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
  /** READ_RATE_LIMIT_*: anonymous GET/HEAD/PATCH/DELETE on /rest/v1 per address per window, in memory; max 0 = off. */
  readRateLimit: RateLimitOptions;
  /**
   * Proxies in front of the server (true = 1): the rate limiter takes the client address from the
   * X-Forwarded-For entry the outermost of them appended (see http/clientAddress.ts).
   */
  trustProxy: boolean | number;
  /** Strict-Transport-Security max-age in seconds; 0 (default) sends no HSTS header. */
  hstsMaxAge: number;
  /** Origins allowed to call /rest/v1 from a browser; '*' allows any. */
  corsOrigins: '*' | string[];
  /** Maximum request body in bytes. */
  bodyLimit: number;
  /** BODY_TIMEOUT_MS: a request's head and body must arrive within this, else 408 and the connection is closed (server.ts). */
  bodyTimeoutMs: number;
  /** MAX_CONNECTIONS_PER_ADDRESS: open connections per client address, 0 = no cap; off behind a trusted proxy (http/connectionCap.ts). */
  maxConnectionsPerAddress: number;
  /** statement_timeout of every API transaction in ms (0 = none); see data/asRole.ts. */
  statementTimeoutMs: number;
  /** Origin of an external Supabase API the front end talks to, added to CSP connect-src. */
  supabaseUrl: string | undefined;
  /** Origin of a Storybook published elsewhere (VITE_STORYBOOK_URL), added to CSP frame-src for the review page. */
  storybookOrigin: string | undefined;
  /** Where the static Storybook is published ('/storybook'); undefined turns it off (STORYBOOK_PATH=off). */
  storybookPath: string | undefined;
  /** The static Storybook build (`npm run build-storybook`). */
  storybookDir: string;
  /** Let @hono/node-server replace global Request/Response with its faster versions (main only). */
  overrideGlobals: boolean;
  /** /auth/v1 (GoTrue-compatible) settings, AUTH_* variables; see config/auth.ts. */
  auth: AuthOptions;
}

/** Every default (env.ts holds them, beside their variables). */
export const DEFAULTS: ServerOptions = ENV_DEFAULTS.server;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

/** A warning when the server listens beyond this machine with no proxy trusted (clients then share the limits of the proxy's address, or face the internet without TLS). */
export function publicAddressWarning(options: Pick<ServerOptions, 'host' | 'trustProxy'>): string | undefined {
  if (LOOPBACK.test(options.host) || options.trustProxy !== false) return undefined;
  return `Listening on ${options.host}, beyond this machine, without TRUST_PROXY: behind a load balancer or TLS proxy set TRUST_PROXY to the number of proxies, so limits and logs see each client's own address; on the open internet put a TLS proxy in front (docs/deployment.md).`;
}

/**
 * A warning when a proxy is trusted but the server listens beyond this machine: anyone who reaches
 * it directly writes their own X-Forwarded-For, and so their own rate-limit key.
 */
export function trustedProxyWarning(options: Pick<ServerOptions, 'host' | 'trustProxy'>): string | undefined {
  if (LOOPBACK.test(options.host) || options.trustProxy === false || options.trustProxy === 0) return undefined;
  return (
    `TRUST_PROXY is set and the server listens on ${options.host}, beyond this machine: a client that reaches it directly, ` +
    'not through the proxy, chooses its own X-Forwarded-For and so its own rate-limit key. Listen on 127.0.0.1 (HOST) ' +
    'behind the proxy, or firewall the port so only the proxy reaches it (docs/deployment.md).'
  );
}

/** The server's options from the environment (env.ts reads and checks every variable). */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerOptions {
  return loadEnv(env).server;
}

/** Fills in defaults and validates; the entry point for tests and scripts. */
export function resolveOptions(partial: Partial<ServerOptions> = {}): ServerOptions {
  const options: ServerOptions = {
    ...DEFAULTS,
    ...partial,
    rateLimit: { ...DEFAULTS.rateLimit, ...partial.rateLimit },
    readRateLimit: { ...DEFAULTS.readRateLimit, ...partial.readRateLimit },
    auth: resolveAuthOptions(partial.auth),
  };
  if (options.jwtSecret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  return options;
}

/** True while the server runs on the public local-development secret. */
export function usesLocalSecret(options: Pick<ServerOptions, 'jwtSecret'>): boolean {
  return options.jwtSecret === LOCAL_JWT_SECRET;
}
