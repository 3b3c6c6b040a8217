/**
 * startServer(): take the port on HOST (127.0.0.1 by default) first — a taken port is reported
 * before the database is created or migrated; until the app is ready every request but /healthz
 * gets 503 —, then open + migrate the database, check that a lead can be stored, build the app.
 * For main.ts and tests.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { capConnectionsPerAddress } from './http/connectionCap.ts';
import { proxyHops } from './http/clientAddress.ts';
import { loadSigningKey } from './auth/models/signingKeys.ts';
import { ConfigError, resolveOptions } from './config/options.ts';
import type { ServerOptions } from './config/options.ts';
import type { Database } from './db/adapter.ts';
import { checkCanStore } from './db/canStore.ts';
import { QUERY_DEADLINE_MS } from './db/connection.ts';
import { openDatabase } from './db/open.ts';
import { loadSchemaCache } from './data/schema.ts';

/** The server's database role cannot store a lead: the message names what is missing and the SQL that grants it. */
export class CannotStoreLeadsError extends ConfigError {
  override name = 'CannotStoreLeadsError';
  readonly reason: string;
  constructor(reason: string, message: string) {
    super(`Refusing to start: no lead could be stored. ${message}`);
    this.reason = reason;
  }
}

const LISTEN_ERRORS: Record<string, (where: string) => string> = {
  EADDRINUSE: (where) =>
    `${where} is already in use (another instance of this server, or another program): stop it, or set PORT to a free port.`,
  EACCES: (where) => `${where}: permission denied (ports below 1024 need privileges): use a PORT of 1024 or more behind a proxy.`,
  EADDRNOTAVAIL: (where) => `${where}: HOST is not an address of this machine: use one of its addresses, 127.0.0.1 or 0.0.0.0.`,
};

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

const starting: Fetch = (request) =>
  new URL(request.url).pathname === '/healthz'
    ? Response.json({ status: 'starting' }, { headers: { 'Cache-Control': 'no-store' } })
    : Response.json({ status: 'starting' }, { status: 503, headers: { 'Retry-After': '1', 'Cache-Control': 'no-store' } });

/** Listens before anything else; `handler.fetch` is swapped for the app once it is ready. */
function listen(options: ServerOptions, handler: { fetch: Fetch }): Promise<Server> {
  return new Promise<Server>((resolve, reject) => {
    const s = serve(
      {
        fetch: (req, env) => handler.fetch(req, env),
        port: options.port,
        hostname: options.host,
        overrideGlobalObjects: options.overrideGlobals,
        serverOptions: bodyDeadline(options.bodyTimeoutMs),
      },
      () => resolve(s as Server),
    ) as Server;
    capConnectionsPerAddress(s, proxyHops(options.trustProxy) > 0 ? 0 : options.maxConnectionsPerAddress);
    s.once('error', (err: NodeJS.ErrnoException) => {
      const explain = LISTEN_ERRORS[err.code ?? ''];
      reject(explain ? new ConfigError(`Cannot listen: ${explain(`port ${options.port} on ${options.host}`)}`) : err);
    });
  });
}

export interface RunningServer {
  /** Where this machine reaches it (loopback for a wildcard HOST). */
  url: string;
  /** The address it really listens on, e.g. "0.0.0.0:8787, every IPv4 interface". */
  listening: string;
  port: number;
  options: ServerOptions;
  db: Database;
  /** Stops accepting connections, lets in-flight requests finish (up to 5 s), closes the database. */
  close(): Promise<void>;
  /**
   * Graceful stop (SIGTERM): /readyz answers 503 at once and answers close their connections;
   * requests are still served for options.shutdownDrainMs; then no new connections, in-flight
   * requests get up to options.shutdownTimeoutMs, and the database closes (after `settled`, e.g.
   * the outbox worker finishing the mail in flight).
   */
  shutdown(settled?: Promise<unknown>): Promise<void>;
}

const WILDCARDS: Record<string, string> = { '0.0.0.0': 'every IPv4 interface', '::': 'every interface, IPv6 and IPv4' };

/** The address to print: a wildcard listens on loopback too; IPv6 goes in brackets. */
const urlHost = (host: string) => (host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host);

/**
 * Bodies arrive in time or not at all: Node answers 408 and closes a connection whose request (head
 * and body) is not complete within `ms` (requestTimeout; the head alone gets as long), checked every
 * second rather than Node's default 30 s. Slow answers are not affected: only receiving counts.
 */
export function bodyDeadline(ms: number): { requestTimeout: number; headersTimeout: number; connectionsCheckingInterval: number } {
  return { requestTimeout: ms, headersTimeout: ms, connectionsCheckingInterval: Math.min(1000, ms) };
}

export async function startServer(partial: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const options = resolveOptions(partial);
  const handler = { fetch: starting };
  const server = await listen(options, handler);
  const lifecycle = { draining: false };
  let db: Database | undefined;
  try {
    db = await openDatabase(options);
    const schema = await loadSchemaCache(db);
    const problem = await checkCanStore(db);
    if (problem) throw new CannotStoreLeadsError(problem.reason, problem.message);
    const authKey = await loadSigningKey(db, options.auth.signingKey);
    db.setDeadline(QUERY_DEADLINE_MS); // from here on, requests: answered within about 5 s whatever the database does
    handler.fetch = createApp({ options, db, schema, authKey, lifecycle }).fetch;
  } catch (err) {
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections(); // probes' keep-alive connections would hold close() open
    await closed;
    await db?.close();
    throw err;
  }
  const opened = db;
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  const stop = (graceMs: number) =>
    (closing ??= (async () => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      await stopped;
      clearTimeout(force);
      await opened.close();
    })());
  return {
    url: `http://${urlHost(options.host)}:${port}`,
    listening:
      `${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}` +
      (WILDCARDS[options.host] ? `, ${WILDCARDS[options.host]}` : ''),
    port,
    options,
    db: opened,
    close: () => stop(5000),
    async shutdown(settled) {
      lifecycle.draining = true;
      if (options.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.shutdownDrainMs));
      await settled;
      await stop(options.shutdownTimeoutMs);
    },
  };
}
