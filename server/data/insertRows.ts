/**
 * The one insert service: POST /rest/v1/<table> (rest/routes.ts) and the no-JS form
 * (form/consultation.ts) store rows through it, so both run the same checks and the same statement
 * (insert.ts) as the caller's role (asRole.ts): RLS and grants decide. The bench's raw path runs
 * the same plan.
 */
import type { Plan } from './asRole.ts';
import { planInsert } from './insert.ts';
import type { WriteResult } from './insert.ts';
import { defaultPreferences, payloadColumns } from './rows.ts';
import type { Payload, Preferences, ResponseShape, SelectList } from './rows.ts';
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
  /** The conflict target, already checked (?on_conflict=); default: the primary key. */
  onConflict?: string[];
}

/** Runs a plan in one transaction as the caller (the request pipeline's `run`, or runAsRole). */
export type RunPlan = <T>(plan: Plan<T>) => Promise<T>;

export function insertRows(run: RunPlan, req: RowsInsert): Promise<WriteResult> {
  const { table, payload } = req;
  return run(
    planInsert({
      table,
      payload,
      columns: req.columns ?? payloadColumns(payload, table),
      prefs: req.prefs ?? defaultPreferences(),
      shape: req.shape ?? 'array',
      select: req.select ?? '*',
      onConflict: req.onConflict ?? [...table.primaryKey],
    }),
  );
}
