/**
 * `or=(...)` of a PostgREST query string: `or(a.eq.1,and(b.ilike.*x*,c.is.null))`, nested at most
 * MAX_LOGIC_DEPTH levels. Each leaf is one column filter, turned into SQL by filters.ts.
 */
import { queryParamError } from '../../data/errors.ts';

/** Nesting of and(...)/or(...) allowed in one query string (the inbox sends 2 levels). */
export const MAX_LOGIC_DEPTH = 8;

/** What a leaf becomes: `op.value` for one column as SQL; `fail` names the parameter in the error. */
export interface Conditions {
  condition(col: string, expr: string, fail: (why: string) => Error): string;
}

/**
 * `or(a.eq.1,and(b.ilike.*x*,c.is.null))`. Values end at `,` or `)` unless double-quoted
 * (`name.ilike."*a,b*"`, backslash escapes the next character), as in PostgREST.
 */
export function parseLogicTree(p: Conditions, text: string): string {
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
      if (ch !== ',')
        throw fail(ch === undefined ? 'unexpected end of input expecting "," or ")"' : `unexpected "${ch}" expecting "," or ")"`);
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
