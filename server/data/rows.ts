/**
 * What a plan works on, whoever built it: rows and their columns, the Prefer header's choices, the
 * response shape and a select list. rest/request/ parses them from a request; the form builds them.
 */
import { columnNotFound } from './errors.ts';
import { quoteIdent } from './schema.ts';
import type { TableInfo } from './schema.ts';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only';
  /** `missing=default`: keys a row omits get the column default instead of NULL. */
  missingDefault: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  count: boolean;
  /** Echoed in Preference-Applied, as PostgREST does. */
  applied: string[];
}

/** No Prefer header: return=minimal, no count, no upsert. */
export function defaultPreferences(): Preferences {
  return { return: 'minimal', missingDefault: false, resolution: undefined, count: false, applied: [] };
}

export type ResponseShape = 'array' | 'object';

/** Columns of a `select=` (or RETURNING) list; `*` means all. */
export type SelectList = '*' | readonly string[];

/** SQL for a select list, optionally qualified with a table alias. */
export function renderSelect(list: SelectList, alias?: string): string {
  const prefix = alias ? `${alias}.` : '';
  return list === '*' ? `${prefix}*` : list.map((c) => prefix + quoteIdent(c)).join(', ');
}

export type Row = Record<string, unknown>;

export interface Payload {
  rows: Row[];
  /** Keys of the payload (all rows share them unless ?columns= was given). */
  keys: string[];
}

/** The payload's keys, each checked against the table. */
export function payloadColumns(payload: Payload, table: TableInfo): string[] {
  for (const k of payload.keys) if (!table.columnSet.has(k)) throw columnNotFound(table.name, k);
  return payload.keys;
}

/** Rows built on the server (not parsed from a body): every row has the first row's keys. */
export function rowsPayload(rows: Row[]): Payload {
  return { rows, keys: Object.keys(rows[0] ?? {}) };
}
