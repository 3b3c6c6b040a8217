/**
 * JSON request bodies, checked before any parsing: only `application/json` (a form or text/plain
 * POST is a CORS "simple request" that skips the preflight, so it is refused), the bytes must be
 * valid UTF-8 (body.ts), and nesting is bounded so a 6,000-deep body is refused by a linear scan
 * instead of costing the parser, the database or the stack.
 */
import type { Context } from 'hono';
import { readText } from './body.ts';
import { httpError, KIT_CODES } from './errors.ts';

/** Deeper than any row of any table needs (a row is depth 2 inside an array; jsonb values add). */
export const MAX_JSON_DEPTH = 32;

/** `application/json`, optionally with `charset=utf-8`; anything else (or nothing) is refused. */
export function checkJsonContentType(contentType: string | undefined): void {
  const [mime = '', ...params] = (contentType ?? '').split(';').map((p) => p.trim().toLowerCase());
  if (mime !== 'application/json') {
    throw httpError(400, KIT_CODES.contentType, `Content-Type not acceptable: ${mime || '(none)'}`, {
      hint: 'Send the request body as application/json',
    });
  }
  for (const p of params) {
    const [name, value] = p.split('=').map((x) => x.trim().replace(/^"|"$/g, ''));
    if (name === 'charset' && value !== 'utf-8' && value !== 'utf8') {
      throw httpError(400, KIT_CODES.contentType, `Content-Type not acceptable: charset ${value ?? ''}`, { hint: 'Use charset=utf-8' });
    }
  }
}

/** Throws when brackets (outside strings) nest deeper than `max`. Linear, no allocation. */
export function checkJsonDepth(text: string, max = MAX_JSON_DEPTH): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92)
        i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) {
      if (++depth > max) throw httpError(400, KIT_CODES.jsonTooDeep, `JSON nested deeper than ${max} levels`);
    } else if (ch === 125 || ch === 93) depth--;
  }
}

/** A JSON body's text, checked as described above; JSON.parse is left to the caller. */
export async function readJsonText(c: Context, limit: number): Promise<string> {
  checkJsonContentType(c.req.header('content-type'));
  const text = await readText(c, limit);
  checkJsonDepth(text);
  return text;
}
