/**
 * Ordering and slicing a PostgREST read (contract §2.3):
 *
 *   order=a.desc,b    asc/desc, nullsfirst/nullslast
 *   limit, offset     and the Range header on GET (PostgREST's RangeQuery.hs semantics)
 *
 * An unknown column is 400 42703, a malformed order 400 PGRST100, an empty range 416 PGRST103.
 */
import { httpError } from '../../http/errors.ts';
import { queryParamError, undefinedColumn } from '../../data/errors.ts';
import { quoteIdent } from '../../data/schema.ts';
import type { TableInfo } from '../../data/schema.ts';

/** `order=created_at.desc,id.desc` as SQL (with a leading space), or ''. */
export function parseOrder(query: URLSearchParams, table: TableInfo): string {
  const order = query.get('order');
  if (!order) return '';
  const terms = order.split(',').map((term) => {
    const [col = '', ...mods] = term.trim().split('.');
    if (!table.columnSet.has(col)) throw undefinedColumn(table.name, col);
    // [asc|desc][.nullsfirst|.nullslast]
    const direction = mods[0] === 'asc' || mods[0] === 'desc' ? mods.shift() : undefined;
    const nulls = mods[0] === 'nullsfirst' || mods[0] === 'nullslast' ? mods.shift() : undefined;
    if (mods.length > 0) {
      throw queryParamError(
        `"failed to parse order (${order})" (line 1, column 1)`,
        `unexpected "${mods[0]}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
      );
    }
    return [`t.${quoteIdent(col)}`, direction, nulls && (nulls === 'nullsfirst' ? 'nulls first' : 'nulls last')].filter(Boolean).join(' ');
  });
  return ` order by ${terms.join(', ')}`;
}

export interface PageRange {
  offset: number;
  /** undefined = no limit */
  limit: number | undefined;
}

/**
 * limit/offset and (on GET only, RFC 9110) the `Range: first-last` header, intersected as
 * PostgREST does. Unparseable numbers are ignored, as upstream; an empty result range is 416.
 */
export function parseRange(query: URLSearchParams, rangeHeader: string | undefined, isGet: boolean): PageRange {
  const int = (v: string | null) => (v !== null && /^-?\d{1,15}$/.test(v) ? Number(v) : undefined);
  const limit = int(query.get('limit'));
  const offset = int(query.get('offset'));
  // The query-string range [lower, upper] (upper undefined = unbounded).
  if (offset !== undefined && offset < 0) throw httpError(400, '2201X', 'OFFSET must not be negative');
  let lower = offset ?? 0;
  let upper = limit === undefined ? undefined : lower + limit - 1;
  if (limit === 0) return { offset: lower, limit: 0 }; // PostgREST's special limit-zero range
  const header = isGet ? /^(\d{1,15})-(\d{0,15})$/.exec(rangeHeader?.trim() ?? '') : null;
  let headerEmpty = false;
  if (header) {
    const hLower = Number(header[1]);
    const hUpper = header[2] ? Number(header[2]) : undefined;
    if (hUpper !== undefined && hUpper < hLower) headerEmpty = true;
    lower = Math.max(lower, hLower);
    if (hUpper !== undefined) upper = upper === undefined ? hUpper : Math.min(upper, hUpper);
  }
  if (headerEmpty || (upper !== undefined && upper < lower)) {
    throw httpError(416, 'PGRST103', 'Requested range not satisfiable', {
      details: headerEmpty
        ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
        : 'Limit should be greater than or equal to zero.',
    });
  }
  return { offset: lower, limit: upper === undefined ? undefined : upper - lower + 1 };
}

/**
 * Status and Content-Range of a read, as PostgREST's rangeStatusHeader: `first-last/total`
 * (`*` for an empty page or a zero total, `/*` without a count); 206 when a count was asked for
 * and the page holds fewer rows than the total; 416 PGRST103 when the offset is past the total.
 */
export function rangeStatus(offset: number, rows: number, total: number | undefined): { status: number; contentRange: string } {
  const last = offset + rows - 1;
  const contentRange = `${total !== 0 && offset <= last ? `${offset}-${last}` : '*'}/${total ?? '*'}`;
  if (total === undefined) return { status: 200, contentRange };
  if (offset > total) {
    throw httpError(416, 'PGRST103', 'Requested range not satisfiable', {
      details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
      headers: { 'Content-Range': contentRange },
    });
  }
  return { status: rows < total ? 206 : 200, contentRange };
}
