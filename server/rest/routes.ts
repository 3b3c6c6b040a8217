/**
 * The /rest/v1/<table> routes, each what differs from the others once the request pipeline
 * (pipeline.ts) has parsed the request: its plan and its answer.
 *
 *   POST        insert (data/insertRows.ts)   201 (Content-Range with the count when asked for)
 *   GET, HEAD   select (plan.ts)              200, or 206 for a part (Content-Range first-last/total)
 *   PATCH       update (plan.ts)              204, or 200 with the representation
 *   DELETE      delete (plan.ts)              204, or 200 with the representation
 */
import { JSON_CONTENT_TYPE } from '../data/errors.ts';
import { parseRange, rangeStatus } from './request/paging.ts';
import { insertRows } from '../data/insertRows.ts';
import type { InsertBudget } from './insertBudget.ts';
import { parseOnConflict } from './request/apiRequest.ts';
import type { TableRequest, TableRoute } from './pipeline.ts';
import { planDelete, planSelect, planUpdate } from './plan.ts';
import type { Preferences, ResponseShape } from '../data/rows.ts';

function writeHeaders(base: Record<string, string>, prefs: Preferences, contentRange: string): Record<string, string> {
  const headers: Record<string, string> = { ...base, 'Content-Range': contentRange };
  if (prefs.applied.length) headers['Preference-Applied'] = prefs.applied.join(', ');
  return headers;
}

function respond(
  status: number,
  body: string | undefined,
  shape: ResponseShape,
  headers: Record<string, string>,
  alwaysTyped = false,
): Response {
  const typed = body !== undefined || alwaysTyped;
  const contentType = shape === 'object' ? 'application/vnd.pgrst.object+json; charset=utf-8' : JSON_CONTENT_TYPE;
  return new Response(body ?? null, { status, headers: typed ? { ...headers, 'Content-Type': contentType } : headers });
}

/** PATCH and DELETE: 204 without a representation, 200 with one. */
const written = ({ shape }: TableRequest, body: string | undefined, headers: Record<string, string>) =>
  body === undefined ? respond(204, undefined, shape, headers) : respond(200, body, shape, headers);

export const insertRoute = (budget: InsertBudget): TableRoute => ({
  body: { columnsParam: true, check: (c, payload) => budget.charge(c, payload.rows.length) },
  async handle({ run, table, payload, columns, prefs, shape, select, query, headers }) {
    const result = await insertRows(run, {
      table,
      payload,
      columns,
      prefs,
      shape,
      select,
      onConflict: parseOnConflict(query.get('on_conflict') ?? undefined, table),
    });
    return respond(201, result.body, shape, writeHeaders(headers, prefs, `*/${prefs.count ? result.rows : '*'}`));
  },
});

export const readRoute: TableRoute = {
  async handle({ c, run, table, query, select, shape, prefs, headers }) {
    const range = parseRange(query, c.req.header('range'), c.req.method === 'GET');
    const result = await run(planSelect({ table, query, select, shape, prefs }, range));
    const { status, contentRange } = rangeStatus(range.offset, result.rows, result.total);
    return respond(status, c.req.method === 'HEAD' ? undefined : result.body, shape, { ...headers, 'Content-Range': contentRange }, true);
  },
};

export const updateRoute: TableRoute = {
  body: { columnsParam: false },
  async handle(req) {
    const { run, table, query, select, shape, prefs, payload, columns, headers } = req;
    const result = await run(planUpdate({ table, query, select, shape, prefs }, payload.rows[0] ?? {}, columns));
    return written(req, result.body, writeHeaders(headers, prefs, result.rows > 0 ? `0-${result.rows - 1}/*` : '*/*'));
  },
};

export const deleteRoute: TableRoute = {
  async handle(req) {
    const { run, table, query, select, shape, prefs, headers } = req;
    const result = await run(planDelete({ table, query, select, shape, prefs }));
    return written(req, result.body, writeHeaders(headers, prefs, '*/*'));
  },
};
