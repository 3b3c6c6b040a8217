/**
 * GET/HEAD, PATCH and DELETE as PostgREST plans them: one statement each, run as the request's
 * role (data/asRole.ts), so grants and RLS decide what is seen and changed. The read modifiers
 * (filters, order, range) are parsed in filters.ts and paging.ts.
 */
import type { Plan } from '../data/asRole.ts';
import { parseFilters } from './request/filters.ts';
import { parseOrder } from './request/paging.ts';
import type { PageRange } from './request/paging.ts';
import { REPRESENTATION_SELECT, representation } from '../data/insert.ts';
import type { WriteResult } from '../data/insert.ts';
import { renderSelect } from '../data/rows.ts';
import type { Preferences, ResponseShape, Row, SelectList } from '../data/rows.ts';
import { quoteIdent } from '../data/schema.ts';
import type { TableInfo } from '../data/schema.ts';

export interface ReadResult {
  body: string;
  rows: number;
  /** Total matching rows, when Prefer: count= asked for it. */
  total: number | undefined;
}

export interface FilteredRequest {
  table: TableInfo;
  query: URLSearchParams;
  select: SelectList;
  shape: ResponseShape;
  prefs: Preferences;
}

/**
 * One statement: the page (filtered, ordered, sliced) rendered as JSON by PostgreSQL, plus with a
 * count the total of the same filter, from the same snapshot (as PostgREST's count query does).
 */
export function planSelect({ table, query, select, shape, prefs }: FilteredRequest, range: PageRange): Plan<ReadResult> {
  const where = parseFilters(query, table, 1);
  const slice = `${range.limit === undefined ? '' : ` limit ${range.limit}`}${range.offset ? ` offset ${range.offset}` : ''}`;
  const page = `select ${renderSelect(select, 't')} from ${table.sqlName} as t ${where.sql}${parseOrder(query, table)}${slice}`;
  const total = prefs.count ? `, (select count(*) from ${table.sqlName} as t ${where.sql})::int as total` : '';
  const render = REPRESENTATION_SELECT.replace(' from pgrst_source', `${total} from pgrst_source`);
  return {
    statements: [{ sql: `with pgrst_source as (${page}) ${render}`, params: where.params }],
    finish: ([r]) => ({
      body: representation(r ? [r] : [], shape),
      rows: r?.n ?? 0,
      total: prefs.count ? ((r as { total?: number } | undefined)?.total ?? 0) : undefined,
    }),
    mayRefuse: shape === 'object',
  };
}

/** PATCH: `update ... set <body columns> where <filters>`; the body is one jsonb parameter. */
export function planUpdate(req: FilteredRequest, patch: Row, columns: string[]): Plan<WriteResult> {
  const { table, query } = req;
  if (columns.length === 0) return writePlan(req, undefined, []); // nothing to set: PostgREST answers without touching rows
  const where = parseFilters(query, table, 2);
  const sets = columns.map((c) => `${quoteIdent(c)} = pgrst_body.${quoteIdent(c)}`).join(', ');
  const dml =
    `update ${table.sqlName} as t set ${sets} ` +
    `from jsonb_populate_record(null::${table.sqlName}, $1::jsonb) as pgrst_body ${where.sql}`;
  return writePlan(req, dml, [JSON.stringify(patch), ...where.params]);
}

/** DELETE: no table of this site grants it, so the database answers 42501 (spam is a status). */
export function planDelete(req: FilteredRequest): Plan<WriteResult> {
  const where = parseFilters(req.query, req.table, 1);
  return writePlan(req, `delete from ${req.table.sqlName} as t ${where.sql}`, where.params);
}

function writePlan({ select, shape, prefs }: FilteredRequest, dml: string | undefined, params: unknown[]): Plan<WriteResult> {
  const representing = prefs.return === 'representation';
  const sql = representing
    ? `with pgrst_source as (${dml} returning ${renderSelect(select, 't')}) ${REPRESENTATION_SELECT}`
    : `with pgrst_source as (${dml} returning 1) select count(*)::int as n from pgrst_source`;
  return {
    statements: dml === undefined ? [] : [{ sql, params }],
    finish: ([r]) => ({ rows: r?.n ?? 0, body: representing ? representation(r ? [r] : [], shape) : undefined }),
    mayRefuse: representing && shape === 'object',
  };
}
