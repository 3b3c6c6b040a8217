/** startServer(): open + migrate the database, build the app, listen on HOST (127.0.0.1 by default). For main.ts and tests. */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
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
        { fetch: app.fetch, port: options.port, hostname: options.host, overrideGlobalObjects: options.overrideGlobals },
        () => resolve(s as Server),
      ) as Server;
      s.once('error', reject);
    });
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
