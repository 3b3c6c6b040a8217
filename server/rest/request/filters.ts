/**
 * The filters of a PostgREST read, update or delete, limited to what the inbox sends (contract §2.2):
 *
 *   col=op.value      op ∈ eq, neq, gt, in, is, ilike          (status=eq.new, status=in.(new,spam))
 *   or=(...)          the same filters, nested and(...)/or(...)  (or=(name.ilike.*ann*,email.ilike.*ann*); logicTree.ts)
 *
 * Grammar and error codes follow PostgREST (src/library/PostgREST/ApiRequest/QueryParams.hs):
 * a parse error is 400 PGRST100, an unknown column 400 42703; more than MAX_FILTER_TERMS terms or
 * and/or nesting deeper than MAX_LOGIC_DEPTH is 400 PGRST100 too. Every column is checked against
 * the schema cache and every value is a bind parameter, so the SQL only ever contains known
 * identifiers. Order and range: paging.ts.
 */
import { queryParamError, undefinedColumn } from '../../data/errors.ts';
import { parseLogicTree } from './logicTree.ts';
import { quoteIdent } from '../../data/schema.ts';
import type { TableInfo } from '../../data/schema.ts';

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
      throw queryParamError(
        'Too many filter terms',
        `A request may have at most ${MAX_FILTER_TERMS} filter terms (each column filter and each term inside or=(...) counts)`,
      );
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
 * statement timeout): the inbox sends at most 7 terms at 2 levels (logicTree.ts bounds the levels);
 * the statement timeout (data/asRole.ts) covers the cost of the terms that are allowed.
 */
export const MAX_FILTER_TERMS = 25;

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
