/**
 * The one request pipeline every /rest/v1/<table> handler plugs into, in PostgREST's order:
 *
 *   parse    auth context (http/authContext.ts), profile header, Accept, Prefer, query string,
 *            the JSON body's rows (POST, PATCH), the table and its columns, ?select=
 *   plan     the route's: SQL from known identifiers only (data/insert.ts, plan.ts)
 *   run      one transaction as the caller's role with its claims (data/asRole.ts)
 *   respond  the route's status and headers, with the security and CORS headers
 *
 * A route (routes.ts) supplies only what differs. Access control is never decided here: the
 * statements run as the request's role and the database's grants and RLS policies answer.
 */
import type { Context, Handler } from 'hono';
import type { Database } from '../db/adapter.ts';
import { assertApiRole, authenticate, credentials } from '../http/authContext.ts';
import type { AuthContext } from '../http/authContext.ts';
import { readJsonText } from '../http/json.ts';
import type { JwtVerifier } from '../http/jwtVerifier.ts';
import { runAsRequest } from '../data/asRole.ts';
import type { Plan } from '../data/asRole.ts';
import { tableNotFound } from '../data/errors.ts';
import { checkProfile, insertColumns, negotiate, parsePayload, parsePrefer, parseSelect } from './request/apiRequest.ts';
import type { Payload, Preferences, ResponseShape, SelectList } from '../data/rows.ts';
import { EXPOSED_SCHEMA } from '../data/schema.ts';
import type { SchemaCache, TableInfo } from '../data/schema.ts';

/** What a request carries through the app: its auth context (error statuses depend on the role) and rate-limit key. */
export type RestEnv = { Variables: { auth: AuthContext | undefined; clientKey: string } };
export type RestContext = Context<RestEnv>;

export interface TableRequest {
  c: RestContext;
  who: AuthContext;
  table: TableInfo;
  shape: ResponseShape;
  prefs: Preferences;
  query: URLSearchParams;
  select: SelectList;
  /** The body's rows (POST, PATCH); an empty payload otherwise. */
  payload: Payload;
  /** The body's columns, each checked against the table (or ?columns=). */
  columns: string[];
  /** Runs a plan in one transaction as the caller. */
  run<T>(plan: Plan<T>): Promise<T>;
  /** Security and CORS headers every answer carries. */
  headers: Record<string, string>;
}

export interface TableRoute {
  /** A JSON body of rows: with `columnsParam`, ?columns= names its columns (POST). */
  body?: {
    columnsParam: boolean;
    /** Runs once the rows are parsed, before the table is looked up (POST: the insert budget's one charge). */
    check?: (c: RestContext, payload: Payload) => Promise<void>;
  };
  handle(req: TableRequest): Promise<Response>;
}

export interface PipelineDeps {
  db: Database;
  schema: SchemaCache;
  verifier: JwtVerifier;
  bodyLimit: number;
  /** statement_timeout of each request's transaction (data/asRole.ts). */
  statementTimeoutMs: number;
  headers: (c: Context) => Record<string, string>;
}

const NO_BODY: Payload = { rows: [], keys: [] };

/** Query parameters (`+` decoded as a space, as form encoding and supabase-js require). */
function searchParams(c: Context): URLSearchParams {
  const url = c.req.url;
  const q = url.indexOf('?');
  return new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
}

export function requestPipeline(deps: PipelineDeps) {
  const { db, schema, verifier } = deps;
  const roleExists = async (role: string) => (await db.query('select 1 from pg_roles where rolname = $1', [role])).rows.length > 0;

  /** Gateway + PostgREST authentication; remembers the role for error statuses. */
  async function authenticateRequest(c: RestContext): Promise<AuthContext> {
    const who = await authenticate(verifier, credentials(c));
    c.set('auth', who);
    await assertApiRole(who.role, roleExists);
    return who;
  }

  function table(name: string): TableInfo {
    const t = schema.get(name);
    if (!t) throw tableNotFound(EXPOSED_SCHEMA, name);
    return t;
  }

  function tableRoute(route: TableRoute): Handler<RestEnv> {
    return async (c) => {
      const who = await authenticateRequest(c);
      const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
      checkProfile(c.req.header(reading ? 'accept-profile' : 'content-profile'));
      const shape = negotiate(c.req.header('accept'));
      const prefs = parsePrefer(c.req.header('prefer'));
      const query = searchParams(c);
      const columnsParam = route.body?.columnsParam ? query.get('columns') : null;
      let payload = NO_BODY;
      if (route.body) {
        payload = parsePayload(c.req.header('content-type'), await readJsonText(c, deps.bodyLimit), columnsParam !== null);
        await route.body.check?.(c, payload);
      }
      const t = table(c.req.param('table') ?? '');
      const columns = route.body ? insertColumns(payload, t, columnsParam) : [];
      const select = parseSelect(query.get('select') ?? undefined, t);
      const info = { method: c.req.method, path: c.req.path, statementTimeoutMs: deps.statementTimeoutMs };
      const run = <T>(plan: Plan<T>) => runAsRequest(db, who, info, plan);
      return route.handle({ c, who, table: t, shape, prefs, query, select, payload, columns, run, headers: deps.headers(c) });
    };
  }

  return { authenticateRequest, tableRoute };
}
