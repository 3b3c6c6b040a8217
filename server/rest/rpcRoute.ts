/** The /rpc/<fn> handler: parse (auth, body) → plan (data/rpc.ts) → run as the caller → respond. */
import type { Handler } from 'hono';
import type { Database } from '../db/adapter.ts';
import type { AuthContext } from '../http/authContext.ts';
import { readJsonText } from '../http/json.ts';
import { runAsRequest } from '../data/asRole.ts';
import { JSON_CONTENT_TYPE } from '../data/errors.ts';
import type { RestContext, RestEnv } from './pipeline.ts';
import { callStatement, lazyFunctionCache, parseArguments, resolveFunction } from '../data/rpc.ts';

export interface RpcDeps {
  db: Database;
  authenticateRequest: (c: RestContext) => Promise<AuthContext>;
  headers: (c: RestContext) => Record<string, string>;
  bodyLimit: number;
  statementTimeoutMs: number;
}

export function rpcRoute(deps: RpcDeps): Handler<RestEnv> {
  const functions = lazyFunctionCache(deps.db);
  return async (c) => {
    const who = await deps.authenticateRequest(c);
    const values = parseArguments(await readJsonText(c, deps.bodyLimit));
    const fn = resolveFunction(await functions(), c.req.param('fn') ?? '', Object.keys(values));
    const info = { method: c.req.method, path: c.req.path, statementTimeoutMs: deps.statementTimeoutMs };
    const body = await runAsRequest(deps.db, who, info, {
      statements: [callStatement(fn, values)],
      finish: (results) => results[0]?.body ?? 'null',
      mayRefuse: false,
    });
    return new Response(body, { status: 200, headers: { ...deps.headers(c), 'Content-Type': JSON_CONTENT_TYPE } });
  };
}
