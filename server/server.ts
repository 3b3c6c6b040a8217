/** startServer(): open + migrate the database, build the app, listen on 127.0.0.1. For main.ts and tests. */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadSigningKey } from './auth/keys.ts';
import { resolveOptions } from './config.ts';
import type { ServerOptions } from './config.ts';
import type { Database } from './db/adapter.ts';
import { openDatabase } from './db/open.ts';
import { loadSchemaCache } from './rest/schema.ts';

export const HOST = '127.0.0.1';

export interface RunningServer {
  url: string;
  port: number;
  options: ServerOptions;
  db: Database;
  /** Stops accepting connections, lets in-flight requests finish (up to 5 s), closes the database. */
  close(): Promise<void>;
}

export async function startServer(partial: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const options = resolveOptions(partial);
  const db = await openDatabase(options);
  let server: Server;
  try {
    const schema = await loadSchemaCache(db);
    const authKey = await loadSigningKey(db, options.auth.signingKey);
    const app = createApp({ options, db, schema, authKey });
    server = await new Promise<Server>((resolve, reject) => {
      const s = serve(
        { fetch: app.fetch, port: options.port, hostname: HOST, overrideGlobalObjects: options.overrideGlobals },
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
  return {
    url: `http://${HOST}:${port}`,
    port,
    options,
    db,
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const force = setTimeout(() => server.closeAllConnections(), 5000);
        await stopped;
        clearTimeout(force);
        await db.close();
      })();
      return closing;
    },
  };
}
