/**
 * Reading a write body for /rest/v1, before any JSON parsing: only `application/json` (a form or
 * text/plain POST is a CORS "simple request" that skips the preflight, so it is refused), the
 * bytes must be valid UTF-8 (never silently turned into U+FFFD), and nesting is bounded so a
 * 6,000-deep body is refused by a linear scan instead of costing the parser, the database or the
 * stack. A client that goes away mid-body is a client error, never a database failure.
 */
import type { Context } from 'hono';
import { BodyTooLargeError, readBodyBytes } from '../body.ts';
import { apiError, invalidBody, payloadTooLarge } from './errors.ts';

/** Deeper than any row of any table needs (a row is depth 2 inside an array; jsonb values add). */
export const MAX_JSON_DEPTH = 32;

/** Thrown when the client closed the connection before its body arrived; nobody reads the answer. */
export const clientClosed = () =>
  apiError(400, 'client_closed', 'The client closed the connection before the request body arrived');

/** `application/json`, optionally with `charset=utf-8`; anything else (or nothing) is refused. */
export function checkJsonContentType(contentType: string | undefined): void {
  const [mime = '', ...params] = (contentType ?? '').split(';').map((p) => p.trim().toLowerCase());
  if (mime !== 'application/json') {
    throw apiError(400, 'PGRST102', `Content-Type not acceptable: ${mime || '(none)'}`, {
      hint: 'Send the request body as application/json',
    });
  }
  for (const p of params) {
    const [name, value] = p.split('=').map((x) => x.trim().replace(/^"|"$/g, ''));
    if (name === 'charset' && value !== 'utf-8' && value !== 'utf8') {
      throw apiError(400, 'PGRST102', `Content-Type not acceptable: charset ${value ?? ''}`, { hint: 'Use charset=utf-8' });
    }
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes UTF-8 strictly: any invalid byte sequence is a 400. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw invalidBody('Request body is not valid UTF-8');
  }
}

/** Throws when brackets (outside strings) nest deeper than `max`. Linear, no allocation. */
export function checkJsonDepth(text: string, max = MAX_JSON_DEPTH): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92) i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) {
      if (++depth > max) throw invalidBody(`JSON nested deeper than ${max} levels`);
    } else if (ch === 125 || ch === 93) depth--;
  }
}

async function readBytes(c: Context, limit: number): Promise<Uint8Array> {
  try {
    return await readBodyBytes(c, limit);
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw payloadTooLarge(limit);
    throw clientClosed();
  }
}

/** The body of a write, checked as described above; JSON.parse is left to parsePayload. */
export async function readJsonBody(c: Context, limit: number): Promise<string> {
  checkJsonContentType(c.req.header('content-type'));
  const text = decodeUtf8(await readBytes(c, limit));
  checkJsonDepth(text);
  return text;
}
