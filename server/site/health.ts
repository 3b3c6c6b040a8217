/**
 * Probes for a load balancer or orchestrator. GET /healthz: the process is up and serving (never
 * touches the database, so a database outage does not get the process restarted). GET /readyz:
 * a lead can be stored — the database answers within 2 s, the server's role can act as every API
 * role and an anonymous insert would pass (db/canStore.ts, rolled back) —; else 503 with
 * Retry-After and a short `reason`. Also 503 from the moment SIGTERM starts the drain (so a load
 * balancer takes this instance out before it stops). The verdict is kept 2 s, so probes stay cheap.
 */
import { Hono } from 'hono';
import type { Database } from '../db/adapter.ts';
import { checkCanStore } from '../db/canStore.ts';
import { DB_RETRY_AFTER_SECONDS, reportConnectionLoss } from '../db/connection.ts';

export const READY_TIMEOUT_MS = 2000;
export const READY_CACHE_MS = 2000;

const json = (status: number, body: object, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  });

/** undefined when ready, else the reason code. */
async function unreadyReason(db: Database): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('database_timeout'), READY_TIMEOUT_MS)));
  try {
    return await Promise.race([checkCanStore(db).then((problem) => problem?.reason), timeout]);
  } catch (err) {
    reportConnectionLoss(err);
    return 'database_unavailable';
  } finally {
    clearTimeout(timer);
  }
}

/** Shared with the server: set when SIGTERM starts the drain. */
export interface Lifecycle {
  draining: boolean;
}

/** The readiness verdict, computed at most once per READY_CACHE_MS (concurrent probes share one check). */
export function readiness(db: Database, cacheMs = READY_CACHE_MS): () => Promise<string | undefined> {
  let cached: { at: number; verdict: Promise<string | undefined> } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at >= cacheMs) cached = { at: now, verdict: unreadyReason(db) };
    return cached.verdict;
  };
}

export function createHealthApp(db: Database, lifecycle: Lifecycle): Hono {
  const app = new Hono();
  const ready = readiness(db);
  app.on(['GET', 'HEAD'], '/healthz', () => json(200, { status: 'ok' }));
  app.on(['GET', 'HEAD'], '/readyz', async () => {
    if (lifecycle.draining) return json(503, { status: 'draining', database: db.kind }, { 'Retry-After': '1' });
    const reason = await ready();
    return reason === undefined
      ? json(200, { status: 'ready', database: db.kind })
      : json(503, { status: 'unavailable', reason, database: db.kind }, { 'Retry-After': String(DB_RETRY_AFTER_SECONDS) });
  });
  return app;
}
