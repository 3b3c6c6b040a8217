/**
 * POST /rest/v1/rpc/<fn>, as PostgREST calls a function: the JSON body's keys are the named
 * arguments, the call runs in the request's transaction as its role (asRole.ts), and the
 * database's EXECUTE grants decide who may call what. The answer is the function's value as JSON
 * (a set-returning function: an array of its rows).
 *
 * The function list is read once, on the first call, like the schema cache: functions of the
 * exposed schema with their argument names and types. Only named, IN arguments are supported.
 */
import type { Database, Queryable } from '../db/adapter.ts';
import { invalidBody } from './errors.ts';
import { httpError } from '../http/errors.ts';
import { EXPOSED_SCHEMA, quoteIdent } from './schema.ts';

export interface FunctionInfo {
  name: string;
  args: readonly { name: string; type: string; optional: boolean }[];
  returnsSet: boolean;
}

export type FunctionCache = ReadonlyMap<string, readonly FunctionInfo[]>;

export async function loadFunctionCache(db: Queryable): Promise<FunctionCache> {
  const { rows } = await db.query<{
    name: string;
    arg_names: string[] | null;
    arg_types: string[];
    n_defaults: number;
    returns_set: boolean;
  }>(
    `select p.proname as name, p.proargnames as arg_names, p.pronargdefaults as n_defaults, p.proretset as returns_set,
            array(select format_type(t, null) from unnest(p.proargtypes) as t) as arg_types
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.prokind = 'f' and p.proargmodes is null and p.prorettype <> 'trigger'::regtype`,
    [EXPOSED_SCHEMA],
  );
  const cache = new Map<string, FunctionInfo[]>();
  for (const r of rows) {
    const count = r.arg_types.length;
    const args = r.arg_types.map((type, i) => ({ name: r.arg_names?.[i] ?? '', type, optional: i >= count - r.n_defaults }));
    if (args.some((a) => a.name === '')) continue; // unnamed arguments cannot be called by name
    cache.set(r.name, [...(cache.get(r.name) ?? []), { name: r.name, args, returnsSet: r.returns_set }]);
  }
  return cache;
}

/** The overload whose arguments match the body's keys exactly (every required one given, no unknown one). */
export function resolveFunction(cache: FunctionCache, name: string, keys: readonly string[]): FunctionInfo {
  const match = (cache.get(name) ?? []).find(
    (f) => keys.every((k) => f.args.some((a) => a.name === k)) && f.args.every((a) => a.optional || keys.includes(a.name)),
  );
  if (!match) {
    const params = keys.length ? `with parameters ${[...keys].sort().join(', ')}` : 'without parameters';
    throw httpError(
      404,
      'PGRST202',
      `Could not find the function ${EXPOSED_SCHEMA}.${name}(${keys.join(', ')}) ${params} in the schema cache`,
    );
  }
  return match;
}

/** The body: a JSON object (or nothing, for a call without arguments). */
export function parseArguments(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw invalidBody('The body of a function call must be a JSON object');
  return value as Record<string, unknown>;
}

/** One statement: the call with named arguments, each bound as text and cast to its declared type. */
export function callStatement(fn: FunctionInfo, values: Record<string, unknown>): { sql: string; params: (string | null)[] } {
  const given = fn.args.filter((a) => a.name in values);
  const params = given.map((a) => {
    const v = values[a.name];
    if (v === null || v === undefined) return null;
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
  });
  const named = given.map((a, i) => `${quoteIdent(a.name)} => $${i + 1}::${a.type}`);
  const call = `${EXPOSED_SCHEMA}.${quoteIdent(fn.name)}(${named.join(', ')})`;
  const sql = fn.returnsSet
    ? `select 1 as n, coalesce(json_agg(r), '[]')::text as body, null as first from ${call} r`
    : `select 1 as n, to_json(${call})::text as body, null as first`;
  return { sql, params };
}

/** Loads the function list on first use. */
export function lazyFunctionCache(db: Database): () => Promise<FunctionCache> {
  let cache: Promise<FunctionCache> | undefined;
  return () => {
    cache ??= loadFunctionCache(db).catch((err: unknown) => {
      cache = undefined; // a database hiccup: try again on the next call
      throw err;
    });
    return cache;
  };
}
