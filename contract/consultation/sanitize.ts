/**
 * Invisible characters removed from names and e-mail addresses before they are checked and
 * stored. Shared by the browser form, the server's form handler and (as the same list in SQL)
 * the database trigger in supabase/migrations/20261123000000_strip_invisible_characters.sql, so
 * all three agree. Plain TypeScript: no browser, Node or Vite dependency.
 *
 * - Bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) can make a
 *   name display as something else ("evil\u202Egpj.exe"). Never needed in a name.
 * - Zero-width and invisible format characters (U+00AD, U+180E, U+200B, U+2060–U+2064, U+FEFF)
 *   make two equal-looking values differ.
 * - U+200C / U+200D (zero-width non-joiner / joiner) are removed from e-mail addresses but kept
 *   in names: Persian and Indic scripts need them, and so do emoji sequences like 👩🏽‍💻.
 */

/** Character class body (for RegExp and PostgreSQL regexp_replace alike). */
export const INVISIBLE_IN_NAMES = '\\u00AD\\u061C\\u180E\\u200B\\u200E\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF';
export const INVISIBLE_IN_EMAILS = `${INVISIBLE_IN_NAMES}\\u200C\\u200D`;

const NAME_RE = new RegExp(`[${INVISIBLE_IN_NAMES}]`, 'g');
const EMAIL_RE = new RegExp(`[${INVISIBLE_IN_EMAILS}]`, 'g');

/** A person's or business's name without bidi controls and invisible characters. */
export function sanitizeName(value: string): string {
  return value.replace(NAME_RE, '');
}

/** An e-mail address without any invisible or bidi character (validate it after this). */
export function sanitizeEmail(value: string): string {
  return value.replace(EMAIL_RE, '');
}
