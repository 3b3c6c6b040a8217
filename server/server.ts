/** startServer(): open + migrate the database, build the app, listen on HOST (127.0.0.1 by default). For main.ts and tests. */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { capConnectionsPerAddress } from './http/connectionCap.ts';
import { proxyHops } from './http/clientAddress.ts';
import { loadSigningKey } from './keys.ts';
import { resolveOptions } from './config.ts';
import type { ServerOptions } from './config.ts';
import type { Database } from './db/adapter.ts';
import { openDatabase } from './db/open.ts';
import { loadSchemaCache } from './rest/schema.ts';

export interface RunningServer {
  url: string;
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
  const db = await openDatabase(options);
  const lifecycle = { draining: false };
  let server: Server;
  try {
    const schema = await loadSchemaCache(db);
    const authKey = await loadSigningKey(db, options.auth.signingKey);
    const app = createApp({ options, db, schema, authKey, lifecycle });
    server = await new Promise<Server>((resolve, reject) => {
      const s = serve(
        {
          fetch: app.fetch,
          port: options.port,
          hostname: options.host,
          overrideGlobalObjects: options.overrideGlobals,
          serverOptions: bodyDeadline(options.bodyTimeoutMs),
        },
        () => resolve(s as Server),
      ) as Server;
      s.once('error', reject);
    });
    capConnectionsPerAddress(server, proxyHops(options.trustProxy) > 0 ? 0 : options.maxConnectionsPerAddress);
  } catch (err) {
    await db.close();
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  const stop = (graceMs: number) =>
    (closing ??= (async () => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      await stopped;
      clearTimeout(force);
      await db.close();
    })());
  return {
    url: `http://${urlHost(options.host)}:${port}`,
    port,
    options,
    db,
    close: () => stop(5000),
    async shutdown(settled) {
      lifecycle.draining = true;
      if (options.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.shutdownDrainMs));
      await settled;
      await stop(options.shutdownTimeoutMs);
    },
  };
}
