/**
 * The server's settings (env.ts declares them, beside their variables, and infers their type), and
 * what is done with them: defaults, checks on settings built in code, warnings. Tests and scripts
 * build them with resolveOptions(); main.ts reads the environment with env.ts's loadEnv().
 */
import { resolveAuthOptions } from './auth.ts';
import { ConfigError, ENV_DEFAULTS, loadEnv, MIN_SECRET_LENGTH } from './env.ts';
import type { Environment } from './env.ts';
import { LOOPBACK } from './envSecrets.ts';
import { LOCAL_JWT_SECRET } from '../kit/keys.ts';

export { ConfigError };

export type ServerOptions = Environment['server'];
/** RATE_LIMIT_* and READ_RATE_LIMIT_*: requests allowed per client per window; max 0 disables the limit. */
export type RateLimitOptions = ServerOptions['rateLimit'];

/** Every default (env.ts holds them, beside their variables). */
export const DEFAULTS: ServerOptions = ENV_DEFAULTS.server;

/**
 * A warning when the server listens beyond this machine with no proxy trusted (clients then share the
 * limits of the proxy's address, or face the internet without TLS).
 */
export function publicAddressWarning(options: Pick<ServerOptions, 'host' | 'trustProxy'>): string | undefined {
  if (LOOPBACK.test(options.host) || options.trustProxy !== false) return undefined;
  return (
    `Listening on ${options.host}, beyond this machine, without TRUST_PROXY: behind a load balancer or TLS proxy set ` +
    "TRUST_PROXY to the number of proxies, so limits and logs see each client's own address; on the open internet put " +
    'a TLS proxy in front (docs/deployment.md).'
  );
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
