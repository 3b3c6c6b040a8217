/**
 * Request bodies for /auth/v1. The gateway (gateway.ts) reads every body once, bounded while it
 * arrives, and keeps the text here; endpoint modules only ever see it through readJson, so no
 * handler can read an unbounded body. readJson then refuses what GoTrue's decoder would refuse
 * (not an object, wrong types) plus what would otherwise reach the database or a token unchecked:
 * nesting deeper than 32 levels, U+0000 (PostgreSQL text cannot hold it) and unpaired surrogates
 * (they have no UTF-8 form and would be silently replaced) in any key or string value.
 */
import type { Context } from 'hono';
import { checkJsonDepth } from '../../http/json.ts';
import { badJson, validationFailed } from '../errors.ts';

export type Body = Record<string, unknown>;

const bodies = new WeakMap<Request, string>();

/** Called by the gateway with the checked, decoded body ('' when the request has none). */
export function keepBody(c: Context, text: string): void {
  bodies.set(c.req.raw, text);
}

/** The body text the gateway read; a handler mounted without the gateway is a programming error. */
export function bodyText(c: Context): string {
  const text = bodies.get(c.req.raw);
  if (text === undefined) throw new Error('auth body read outside the gateway');
  return text;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** First invalid character in a key or string anywhere in `value`, with its path; undefined if none. */
export function findInvalidCharacter(value: unknown, path = ''): { path: string; char: string } | undefined {
  const check = (s: string, at: string) => {
    if (s.includes('\u0000')) return { path: at, char: 'U+0000' };
    if (LONE_SURROGATE.test(s)) return { path: at, char: 'an unpaired surrogate' };
    return undefined;
  };
  if (typeof value === 'string') return check(value, path);
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, v] of Object.entries(value)) {
    const at = (Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key).slice(0, 100);
    const bad = (Array.isArray(value) ? undefined : check(key, `a key in ${path || 'the body'}`)) ?? findInvalidCharacter(v, at);
    if (bad) return bad;
  }
  return undefined;
}

/** The request body as a JSON object; anything else is GoTrue's 400 bad_json. */
export function readJson(c: Context): Body {
  const text = bodyText(c);
  checkJsonDepth(text); // bad_json past MAX_JSON_DEPTH (fromHttpError)
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw badJson(text.trim() === '' ? 'unexpected end of JSON input' : (err as Error).message);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badJson(`cannot unmarshal ${Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value} into an object`);
  }
  const bad = findInvalidCharacter(value);
  if (bad) throw validationFailed(`Invalid character in ${JSON.stringify(bad.path)}: ${bad.char} is not allowed`);
  return value as Body;
}
