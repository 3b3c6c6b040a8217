/**
 * POST /rest/v1/<table>: PostgREST's insert. The whole body is one bind parameter expanded by
 * jsonb_populate_recordset, so PostgreSQL does every type conversion and raises its own SQLSTATEs
 * (22P02, 23502, 23514...), and RLS/grants decide access because the statement runs as the
 * request's role (data/asRole.ts).
 */
import type { Plan, RenderedRows } from './asRole.ts';
import { singularityError } from './errors.ts';
import { renderSelect } from './rows.ts';
import type { Payload, Preferences, ResponseShape, Row, SelectList } from './rows.ts';
import { quoteIdent } from './schema.ts';
import type { TableInfo } from './schema.ts';

export interface InsertSqlOptions {
  /** ON CONFLICT target columns, with the upsert resolution. */
  onConflict?: { columns: readonly string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' };
  /** Columns of the representation; undefined = minimal (no row data returned). */
  returning?: SelectList | undefined;
}

/**
 * One statement; $1 is the JSON array of rows. Returns `n` (rows written) and, with `returning`,
 * `body`: the rows rendered as JSON by PostgreSQL itself (so timestamps etc. match PostgREST).
 * Minimal mode returns only a constant, which needs no SELECT privilege or policy.
 */
export function buildInsertSql(table: TableInfo, columns: readonly string[], options: InsertSqlOptions = {}): string {
  const cols = columns.map(quoteIdent).join(', ');
  // With no columns, an empty select list makes every column take its default.
  const target = columns.length ? ` (${cols})` : '';
  let sql = `insert into ${table.sqlName}${target} select ${cols}
    from jsonb_populate_recordset(null::${table.sqlName}, $1::jsonb) as pgrst_body`;
  if (options.onConflict) {
    const conflictCols = options.onConflict.columns.map(quoteIdent).join(', ');
    const updates = columns.filter((c) => !options.onConflict?.columns.includes(c));
    sql +=
      options.onConflict.resolution === 'ignore-duplicates' || updates.length === 0
        ? ` on conflict (${conflictCols}) do nothing`
        : ` on conflict (${conflictCols}) do update set ${updates.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`;
  }
  return options.returning === undefined
    ? `with pgrst_source as (${sql} returning 1) select count(*)::int as n, null::text as body, null::text as first from pgrst_source`
    : `with pgrst_source as (${sql} returning ${renderSelect(options.returning)}) ${REPRESENTATION_SELECT}`;
}

/** Renders the CTE `pgrst_source` as `n`, `body` (JSON array text) and `first` (first row's JSON). */
export const REPRESENTATION_SELECT =
  `select count(*)::int as n, coalesce(json_agg(pgrst_t), '[]')::text as body, ` +
  `(json_agg(pgrst_t) -> 0)::text as first from pgrst_source as pgrst_t`;

/**
 * Combines rendered result sets into the response body without re-encoding PostgreSQL's JSON
 * (JSON.parse would round big numbers). Throws PGRST116 when one object was asked for.
 */
export function representation(parts: readonly RenderedRows[], shape: ResponseShape): string {
  const total = parts.reduce((sum, p) => sum + p.n, 0);
  if (shape === 'object') {
    const one = parts.find((p) => p.n === 1);
    if (total !== 1 || !one?.first) throw singularityError(total);
    return one.first;
  }
  const inner = parts.map((p) => (p.body ?? '[]').trim().slice(1, -1).trim()).filter((s) => s !== '');
  return `[${inner.join(', ')}]`;
}

export interface WriteResult {
  rows: number;
  /** JSON text of the representation (array or object per the negotiated shape), if asked for. */
  body: string | undefined;
}

export interface InsertRequest {
  table: TableInfo;
  payload: Payload;
  columns: string[];
  prefs: Preferences;
  shape: ResponseShape;
  /** Columns of the representation (?select=). */
  select: SelectList;
  onConflict: string[];
}

export function planInsert(req: InsertRequest): Plan<WriteResult> {
  const { table, payload, prefs } = req;
  // Upsert needs a conflict target (the primary key unless ?on_conflict= names one).
  const upsert = prefs.resolution && req.onConflict.length > 0 ? { columns: req.onConflict, resolution: prefs.resolution } : undefined;
  const representing = prefs.return === 'representation';
  const options: InsertSqlOptions = {
    returning: representing ? req.select : undefined,
    ...(upsert ? { onConflict: upsert } : {}),
  };
  // missing=default: rows that omit different columns are inserted as separate groups, so an
  // omitted column gets its DEFAULT instead of NULL. Otherwise one statement for all rows.
  const groups = prefs.missingDefault ? groupByPresentColumns(payload.rows, req.columns) : [{ columns: req.columns, rows: payload.rows }];
  return {
    statements: groups
      .filter((g) => g.rows.length > 0)
      .map((g) => ({ sql: buildInsertSql(table, g.columns, options), params: [JSON.stringify(g.rows)] })),
    finish(parts) {
      const rows = parts.reduce((sum, p) => sum + p.n, 0);
      return { rows, body: representing ? representation(parts, req.shape) : undefined };
    },
    mayRefuse: representing && req.shape === 'object',
  };
}

function groupByPresentColumns(rows: Row[], columns: string[]): { columns: string[]; rows: Row[] }[] {
  const groups = new Map<string, { columns: string[]; rows: Row[] }>();
  for (const row of rows) {
    const present = columns.filter((c) => Object.hasOwn(row, c));
    const key = present.join('\u0000');
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { columns: present, rows: [] }));
    g.rows.push(row);
  }
  return [...groups.values()];
}
