/**
 * Parsing of the PostgREST request surface this server supports: Prefer, Accept, the profile
 * headers, ?columns=, ?select=, ?on_conflict=, simple filters, order, limit and offset.
 * Every column named by the client is checked against the schema cache here, so the SQL
 * builders only ever see known identifiers.
 */
import { columnNotFound, invalidBody, mediaTypeError, queryParamError, unacceptableSchema, undefinedColumn } from '../../data/errors.ts';
import { defaultPreferences, payloadColumns } from '../../data/rows.ts';
import type { Payload, Preferences, ResponseShape, Row, SelectList } from '../../data/rows.ts';
import { EXPOSED_SCHEMA } from '../../data/schema.ts';
import type { TableInfo } from '../../data/schema.ts';

export function parsePrefer(header: string | undefined): Preferences {
  const prefs = defaultPreferences();
  for (const raw of (header ?? '').split(',')) {
    const item = raw.trim();
    if (item === 'return=representation' || item === 'return=minimal' || item === 'return=headers-only') {
      prefs.return = item.slice('return='.length) as Preferences['return'];
      prefs.applied.push(item);
    } else if (item === 'missing=default') {
      prefs.missingDefault = true;
      prefs.applied.push(item);
    } else if (item === 'resolution=merge-duplicates' || item === 'resolution=ignore-duplicates') {
      prefs.resolution = item.slice('resolution='.length) as Preferences['resolution'];
      prefs.applied.push(item);
    } else if (/^count=(exact|planned|estimated)$/.test(item)) {
      prefs.count = true; // always counted exactly; "planned"/"estimated" are only cheaper upstream
      prefs.applied.push(item);
    }
    // Unknown preferences are ignored (PostgREST's default "handling=lenient").
  }
  return prefs;
}

const ACCEPT_ARRAY = new Set(['*/*', 'application/*', 'application/json']);
const ACCEPT_OBJECT = new Set(['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object']);

/** Content negotiation: a JSON array by default, one object for vnd.pgrst.object+json (`.single()`). */
export function negotiate(accept: string | undefined): ResponseShape {
  if (!accept?.trim()) return 'array';
  const types = accept.split(',').map((t) => (t.split(';')[0] ?? '').trim().toLowerCase());
  for (const t of types) {
    if (ACCEPT_ARRAY.has(t)) return 'array';
    if (ACCEPT_OBJECT.has(t)) return 'object';
  }
  throw mediaTypeError(types.join(', '));
}

/** Accept-Profile / Content-Profile may only name the exposed schema. */
export function checkProfile(value: string | undefined): void {
  if (value !== undefined && value.trim() !== EXPOSED_SCHEMA) throw unacceptableSchema(value.trim());
}

/** `?columns="a","b"` (supabase-js) or `?columns=a,b`. */
export function parseColumns(value: string, table: TableInfo): string[] {
  const names = splitList(value)
    .map((c) => c.trim())
    .filter((c) => c !== '');
  for (const c of names) if (!table.columnSet.has(c)) throw columnNotFound(table.name, c);
  return [...new Set(names)];
}

/** Splits on commas outside double quotes and unquotes ("a""b" is a"b). */
function splitList(value: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === '"') {
      if (quoted && value[i + 1] === '"') {
        cur += '"';
        i++;
      } else quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

/** `?select=` limited to `*` and plain column lists (no embedding, aliases or casts). */
export function parseSelect(value: string | undefined, table: TableInfo): SelectList {
  const v = (value ?? '*').replace(/\s+/g, '');
  if (v === '' || v === '*') return '*';
  const cols = splitList(v);
  // Syntax first (embedding, aliases, casts are outside this server's slice), then the columns.
  const unsupported = cols.find((c) => !/^[^():!.]+$/.test(c));
  if (unsupported) throw queryParamError('"failed to parse select parameter"', `unsupported select item: ${unsupported}`);
  for (const c of cols) if (!table.columnSet.has(c)) throw undefinedColumn(table.name, c);
  return cols;
}

/** `?on_conflict=a,b`; defaults to the primary key, as in PostgREST. */
export function parseOnConflict(value: string | undefined, table: TableInfo): string[] {
  if (value === undefined) return [...table.primaryKey];
  const cols = splitList(value).map((c) => c.trim());
  for (const c of cols) if (!table.columnSet.has(c)) throw undefinedColumn(table.name, c);
  return cols;
}

// ---- request bodies ----

/**
 * Parses a write body as PostgREST's Payload.hs does, stricter where PostgREST silently does
 * nothing: only JSON (http/json.ts has already refused other types, invalid UTF-8 and deep
 * nesting); an array must have uniform keys unless ?columns= names them; `null`, a scalar or `[]`
 * is refused (PostgREST would answer 201 and store nothing).
 */
export function parsePayload(contentType: string | undefined, body: string, haveColumns: boolean): Payload {
  const mime = (contentType ?? 'application/json').split(';')[0]?.trim().toLowerCase() ?? '';
  if (mime !== 'application/json') throw invalidBody(`Content-Type not acceptable: ${mime}`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
  if (Array.isArray(json)) {
    if (json.length === 0) throw invalidBody('Request body is an empty array: there is nothing to write');
    if (!json.every((r): r is Row => typeof r === 'object' && r !== null && !Array.isArray(r))) {
      throw invalidBody('All object keys must match');
    }
    const keys = Object.keys(json[0] ?? {});
    if (!haveColumns) {
      const canonical = [...keys].sort().join('\u0000');
      if (!json.every((r) => Object.keys(r).sort().join('\u0000') === canonical)) throw invalidBody('All object keys must match');
    }
    return { rows: json, keys };
  }
  if (typeof json === 'object' && json !== null) return { rows: [json as Row], keys: Object.keys(json) };
  throw invalidBody(`Request body must be a JSON object or an array of objects, not ${json === null ? 'null' : typeof json}`);
}

/** The payload's columns (or ?columns=), each checked against the table. */
export function insertColumns(payload: Payload, table: TableInfo, columnsParam: string | null): string[] {
  if (columnsParam !== null) return parseColumns(columnsParam, table);
  return payloadColumns(payload, table);
}
