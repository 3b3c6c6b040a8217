/**
 * GET, PATCH and DELETE with `select`, simple filters, order and paging: enough that a client
 * gets PostgREST's answer, which for anon on submissions is always the database's 42501 (no
 * SELECT/UPDATE/DELETE grant). Like inserts, they are plans run as the request's role.
 */
import type { Plan } from './context.ts';
import { REPRESENTATION_SELECT, representation } from './insert.ts';
import type { WriteResult } from './insert.ts';
import { parseFilters, parseOrderAndPaging, renderSelect } from './request.ts';
import type { Preferences, ResponseShape, Row, SelectList } from './request.ts';
import { quoteIdent } from './schema.ts';
import type { TableInfo } from './schema.ts';

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

export function planSelect({ table, query, select, shape, prefs }: FilteredRequest): Plan<ReadResult> {
  const where = parseFilters(query, table, 1);
  const tail = parseOrderAndPaging(query, table);
  const statements = [
    {
      sql: `with pgrst_source as (select ${renderSelect(select, 't')} from ${table.sqlName} as t ${where.sql}${tail}) ${REPRESENTATION_SELECT}`,
      params: where.params,
    },
  ];
  if (prefs.count) {
    statements.push({ sql: `select count(*)::int as n from ${table.sqlName} as t ${where.sql}`, params: where.params });
  }
  return {
    statements,
    finish: ([page, count]) => ({
      body: representation(page ? [page] : [], shape),
      rows: page?.n ?? 0,
      total: prefs.count ? (count?.n ?? 0) : undefined,
    }),
    mayRefuse: shape === 'object',
  };
}

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
