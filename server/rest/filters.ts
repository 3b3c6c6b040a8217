/**
 * The read modifiers of a PostgREST request, limited to what the inbox sends (contract §2.2–2.3):
 *
 *   col=op.value      op ∈ eq, neq, gt, in, is, ilike          (status=eq.new, status=in.(new,spam))
 *   or=(...)          the same filters, nested and(...)/or(...)  (or=(name.ilike.*ann*,email.ilike.*ann*))
 *   order=a.desc,b    asc/desc, nullsfirst/nullslast
 *   limit, offset     and the Range header on GET (PostgREST's RangeQuery.hs semantics)
 *
 * Grammar and error codes follow PostgREST (src/library/PostgREST/ApiRequest/QueryParams.hs):
 * a parse error is 400 PGRST100, an unknown column 400 42703, an empty range 416 PGRST103; more
 * than MAX_FILTER_TERMS terms or and/or nesting deeper than MAX_LOGIC_DEPTH is 400 PGRST100 too.
 * Every column is checked against the schema cache and every value is a bind parameter, so the
 * SQL only ever contains known identifiers.
 */
import { httpError } from '../http/errors.ts';
import { queryParamError, undefinedColumn } from './errors.ts';
import { quoteIdent } from './schema.ts';
import type { TableInfo } from './schema.ts';

/** Query parameters that are not column filters. */
const RESERVED = new Set(['select', 'columns', 'on_conflict', 'order', 'limit', 'offset', 'apikey']);
const COMPARE: Readonly<Record<string, string>> = { eq: '=', neq: '<>', gt: '>', ilike: 'ilike' };
const IS_VALUES: Readonly<Record<string, string>> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

export interface WhereClause {
  /** `where ...` against alias `t`, or '' */
  sql: string;
  params: string[];
}

class Parser {
  readonly params: string[] = [];
  readonly table: TableInfo;
  readonly firstParam: number;
  constructor(table: TableInfo, firstParam: number) {
    this.table = table;
    this.firstParam = firstParam;
  }

  bind(value: string): string {
    this.params.push(value);
    return `$${this.firstParam + this.params.length - 1}`;
  }

  column(name: string): string {
    if (!this.table.columnSet.has(name)) throw undefinedColumn(this.table.name, name);
    return `t.${quoteIdent(name)}`;
  }

  #terms = 0;

  /** `op.value` for one column. `fail` names the parameter in the error. */
  condition(col: string, expr: string, fail: (why: string) => Error): string {
    if (++this.#terms > MAX_FILTER_TERMS) {
      throw queryParamError('Too many filter terms', `A request may have at most ${MAX_FILTER_TERMS} filter terms (each column filter and each term inside or=(...) counts)`);
    }
    const dot = expr.indexOf('.');
    const op = dot === -1 ? expr : expr.slice(0, dot);
    const value = dot === -1 ? '' : expr.slice(dot + 1);
    if (dot === -1) throw fail(`unexpected end of input expecting operator (${operatorList()})`);
    const target = this.column(col);
    if (op === 'is') {
      const lit = IS_VALUES[value.toLowerCase()];
      if (!lit) throw fail(`unexpected "${value}" expecting isVal: (null, not_null, true, false, unknown)`);
      return `${target} is ${lit}`;
    }
    if (op === 'in') {
      const m = /^\s*\((.*)\)\s*$/s.exec(value);
      if (!m) throw fail('unexpected input expecting "("');
      return `${target} = any(${this.bind(toArrayLiteral(splitListValues(m[1] ?? '')))})`;
    }
    const sqlOp = COMPARE[op];
    if (!sqlOp) throw fail(`unexpected "${op}" expecting operator (${operatorList()})`);
    return `${target} ${sqlOp} ${this.bind(op === 'ilike' ? value.replaceAll('*', '%') : value)}`;
  }
}

/**
 * Bounds on what one query string can ask of the database (not in PostgREST, which leaves it to the
 * statement timeout): the inbox sends at most 7 terms at 2 levels; the statement timeout
 * (rest/context.ts) covers the cost of the terms that are allowed.
 */
export const MAX_FILTER_TERMS = 25;
export const MAX_LOGIC_DEPTH = 8;

const operatorList = () => [...Object.keys(COMPARE), 'in', 'is'].join(', ');

/** Builds the WHERE clause from every column filter and `or=` in the query string. */
export function parseFilters(query: URLSearchParams, table: TableInfo, firstParam: number): WhereClause {
  const p = new Parser(table, firstParam);
  const conds: string[] = [];
  for (const [key, raw] of query) {
    if (RESERVED.has(key)) continue;
    if (key === 'or') {
      conds.push(parseLogicTree(p, `or${raw}`));
      continue;
    }
    const fail = (why: string) => queryParamError(`"failed to parse filter (${raw})" (line 1, column 1)`, why);
    if (key === 'and' || key.includes('.')) {
      throw fail('only column filters and or=(...) are supported by this server');
    }
    conds.push(p.condition(key, raw, fail));
  }
  return { sql: conds.length ? `where ${conds.join(' and ')}` : '', params: p.params };
}

/**
 * `or(a.eq.1,and(b.ilike.*x*,c.is.null))`. Values end at `,` or `)` unless double-quoted
 * (`name.ilike."*a,b*"`, backslash escapes the next character), as in PostgREST.
 */
function parseLogicTree(p: Parser, text: string): string {
  let pos = 0;
  const fail = (why: string) =>
    queryParamError(`"failed to parse logic tree (${text.replace(/^(or|and)/, '')})" (line 1, column ${pos + 1})`, why);

  let depth = 0;
  const tree = (): string => {
    const m = /^(and|or)\(/.exec(text.slice(pos));
    if (!m?.[1]) throw fail('unexpected input expecting logic operator (and, or) and "("');
    if (++depth > MAX_LOGIC_DEPTH) throw fail(`and(...)/or(...) nested deeper than ${MAX_LOGIC_DEPTH} levels`);
    const joiner = m[1];
    pos += m[0].length;
    const items: string[] = [];
    for (;;) {
      items.push(/^(and|or)\(/.test(text.slice(pos)) ? tree() : filter());
      const ch = text[pos];
      pos++;
      if (ch === ')') break;
      if (ch !== ',') throw fail(ch === undefined ? 'unexpected end of input expecting "," or ")"' : `unexpected "${ch}" expecting "," or ")"`);
    }
    depth--;
    return `(${items.join(` ${joiner} `)})`;
  };

  const filter = (): string => {
    const field = /^[^.,()"]+/.exec(text.slice(pos))?.[0];
    if (!field) throw fail('expecting field name (* or [a..z0..9_$])');
    pos += field.length;
    if (text[pos] !== '.') throw fail('unexpected input expecting delimiter (.)');
    pos++;
    const op = /^[a-z]+\./.exec(text.slice(pos))?.[0] ?? '';
    pos += op.length;
    const value = op === 'in.' ? listValue() : singleValue();
    return p.condition(field, `${op}${value}`, (why) => fail(why));
  };

  const singleValue = (): string => {
    if (text[pos] === '"') {
      let out = '';
      let i = pos + 1;
      for (; i < text.length && text[i] !== '"'; i++) out += text[i] === '\\' ? (text[++i] ?? '') : text[i];
      if (i < text.length && (text[i + 1] === ',' || text[i + 1] === ')')) {
        pos = i + 1;
        return out;
      }
    }
    const end = text.slice(pos).search(/[,)]/);
    const value = end === -1 ? text.slice(pos) : text.slice(pos, pos + end);
    pos += value.length;
    return value;
  };

  const listValue = (): string => {
    const close = text.indexOf(')', pos);
    if (text[pos] !== '(' || close === -1) throw fail('unexpected input expecting "("');
    const value = text.slice(pos, close + 1);
    pos = close + 1;
    return value;
  };

  const sql = tree();
  if (pos !== text.length) throw fail(`unexpected "${text[pos]}" expecting end of input`);
  return sql;
}

/** Elements of an `in.(...)` list: split on commas outside double quotes, unquoted. */
function splitListValues(value: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === '\\' && quoted) cur += value[++i] ?? '';
    else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

function toArrayLiteral(items: string[]): string {
  return `{${items.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

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
      throw queryParamError(`"failed to parse order (${order})" (line 1, column 1)`, `unexpected "${mods[0]}" expecting "asc", "desc", "nullsfirst" or "nullslast"`);
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
