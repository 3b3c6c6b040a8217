/**
 * One log line per request: time, request id (also sent back as X-Request-Id), method, path
 * (never the query string: filters and searches can hold personal data), status, duration and
 * the client address the rate limiter sees (after TRUST_PROXY), and `clientAbort: true` when the
 * client went away before its body arrived (an aborted upload, answered 400 client_closed, is the
 * client's doing, not a server error). A review token (any run of 64 hex digits, token.ts) is
 * logged as [token]. The level follows the outcome: 2xx/3xx info, 4xx warn, 5xx error; an error
 * answer's API code (PostgREST's `code`, GoTrue's `error_code`: a rate limit
 * `over_request_rate_limit` and a lock-out differ) is the `code` field. Health probes log at debug.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../kit/log.ts';
import { isClientAbort } from './body.ts';
import { clientKey } from './clientAddress.ts';
import { maskTokens } from './token.ts';

/** An id a trusted proxy already gave the request (letters, digits, - _ . : up to 128), else a new one. */
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function clientOf(c: Parameters<MiddlewareHandler>[0], trustProxy: boolean | number): string {
  try {
    return clientKey(c, trustProxy);
  } catch {
    return 'invalid-forwarded-for';
  }
}

/** The path as logged: a review link's token is a credential, so no 64-hex run in any spelling reaches the log (token.ts). */
export function loggedPath(path: string): string {
  const safe = maskTokens(path);
  return safe.length > 200 ? `${safe.slice(0, 200)}…` : safe;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by an API for the log line's `reason` when its error code alone does not tell (auth: a lock-out vs a rate limit). */
    logReason: string;
  }
}

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/** The API's error code of an error answer (a small JSON body), else undefined. Never the message: it may quote request data. */
async function errorCode(res: Response): Promise<string | undefined> {
  if (res.status < 400 || !res.body || !/json/i.test(res.headers.get('content-type') ?? '')) return undefined;
  try {
    const body = JSON.parse(await res.clone().text()) as { code?: unknown; error_code?: unknown; error?: unknown };
    const code = [body.error_code, body.code, body.error].find((v) => typeof v === 'string' && CODE.test(v));
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

const level = (status: number) => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info');

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
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const code = await errorCode(c.res);
      const reason = c.get('logReason');
      const line = {
        reqId: id,
        method: c.req.method,
        path,
        status,
        ...(code ? { code } : {}),
        ...(reason ? { reason } : {}),
        ms,
        client: clientOf(c, trustProxy),
        ...(isClientAbort(c) ? { clientAbort: true } : {}),
      };
      if (path === '/healthz' || path === '/readyz') log.debug(line, 'request');
      else log[level(status)](line, 'request');
    }
  };
}
