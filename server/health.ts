/**
 * Probes for a load balancer or orchestrator. GET /healthz: the process is up and serving (never
 * touches the database, so a database outage does not get the process restarted). GET /readyz:
 * the database answers `select 1` within 2 s; 503 with Retry-After when it does not, and from the
 * moment SIGTERM starts the drain (so a load balancer takes this instance out before it stops).
 */
import { Hono } from 'hono';
import type { Database } from './db/adapter.ts';
import { DB_RETRY_AFTER_SECONDS, reportConnectionLoss } from './db/connection.ts';

export const READY_TIMEOUT_MS = 2000;

const json = (status: number, body: object, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  });

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
  try {
    return await Promise.race([db.query('select 1').then(() => true), timeout]);
  } catch (err) {
    reportConnectionLoss(err);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Shared with the server: set when SIGTERM starts the drain. */
export interface Lifecycle {
  draining: boolean;
}

export function createHealthApp(db: Database, lifecycle: Lifecycle): Hono {
  const app = new Hono();
  app.on(['GET', 'HEAD'], '/healthz', () => json(200, { status: 'ok' }));
  app.on(['GET', 'HEAD'], '/readyz', async () =>
    lifecycle.draining
      ? json(503, { status: 'draining', database: db.kind }, { 'Retry-After': '1' })
      : (await databaseAnswers(db))
      ? json(200, { status: 'ready', database: db.kind })
      : json(503, { status: 'unavailable', database: db.kind }, { 'Retry-After': String(DB_RETRY_AFTER_SECONDS) }),
  );
  return app;
}
