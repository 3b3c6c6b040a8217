/**
 * One log line per request: time, request id (also sent back as X-Request-Id), method, path
 * (never the query string: filters and searches can hold personal data), status, duration and
 * the client address the rate limiter sees (after TRUST_PROXY), and `clientAbort: true` when the
 * client went away before its body arrived (an aborted upload, answered 400 client_closed, is the
 * client's doing, not a server error). Health probes log at debug.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from './log.ts';
import { isClientAbort } from './http/body.ts';
import { clientKey } from './http/clientAddress.ts';

/** An id a trusted proxy already gave the request (letters, digits, - _ . : up to 128), else a new one. */
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function clientOf(c: Parameters<MiddlewareHandler>[0], trustProxy: boolean | number): string {
  try {
    return clientKey(c, trustProxy);
  } catch {
    return 'invalid-forwarded-for';
  }
}

/** The path as logged: a review link's token is a credential, so it never reaches the log. */
export function loggedPath(path: string): string {
  const safe = path.replace(/^\/review\/[^/]+/, '/review/[token]');
  return safe.length > 200 ? `${safe.slice(0, 200)}…` : safe;
}

export function requestLog(log: Logger, trustProxy: boolean | number): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const incoming = trustProxy ? c.req.header('x-request-id') : undefined;
    const id = incoming && VALID_ID.test(incoming) ? incoming : randomUUID();
    try {
      await next();
    } finally {
      const status = c.res.status;
      try {
        c.res.headers.set('X-Request-Id', id);
      } catch {
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set('X-Request-Id', id);
      }
      const path = loggedPath(c.req.path);
      const line = {
        reqId: id, method: c.req.method, path, status, ms: Math.round((performance.now() - started) * 10) / 10, client: clientOf(c, trustProxy),
        ...(isClientAbort(c) ? { clientAbort: true } : {}),
      };
      if (path === '/healthz' || path === '/readyz') log.debug(line, 'request');
      else log.info(line, 'request');
    }
  };
}
