/**
 * The one insert service: POST /rest/v1/<table> (routes.ts) and the no-JS form (form/consultation.ts)
 * store rows through it, so both run the same checks and the same statement (insert.ts) as the
 * caller's role (context.ts): RLS and grants decide. The bench's raw path runs the same plan.
 */
import type { Plan } from './asRole.ts';
import { planInsert } from './insert.ts';
import type { WriteResult } from './insert.ts';
import { insertColumns, parseOnConflict, parsePrefer } from '../rest/request/apiRequest.ts';
import type { Payload, Preferences, ResponseShape, Row, SelectList } from '../rest/request/apiRequest.ts';
import type { TableInfo } from './schema.ts';

export interface RowsInsert {
  table: TableInfo;
  payload: Payload;
  /** The payload's columns, already checked against the table; default: its keys, checked here. */
  columns?: string[];
  /** Default: return=minimal, no count, no upsert. */
  prefs?: Preferences;
  shape?: ResponseShape;
  /** Columns of the representation (?select=); default all. */
  select?: SelectList;
  /** ?on_conflict=; default: the primary key. */
  onConflict?: string | undefined;
}

/** Runs a plan in one transaction as the caller (the request pipeline's `run`, or runAsRequest). */
export type RunPlan = <T>(plan: Plan<T>) => Promise<T>;

/** Rows built on the server (not parsed from a body): every row has the first row's keys. */
export function rowsPayload(rows: Row[]): Payload {
  return { rows, keys: Object.keys(rows[0] ?? {}) };
}

export function insertRows(run: RunPlan, req: RowsInsert): Promise<WriteResult> {
  const { table, payload } = req;
  const columns = req.columns ?? insertColumns(payload, table, null);
  const onConflict = parseOnConflict(req.onConflict, table);
  const prefs = req.prefs ?? parsePrefer(undefined);
  return run(planInsert({ table, payload, columns, prefs, shape: req.shape ?? 'array', select: req.select ?? '*', onConflict }));
}
