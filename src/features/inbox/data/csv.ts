/**
 * CSV export of leads: RFC 4180 (CRLF line ends, every field quoted when needed by csv-stringify),
 * UTF-8 with a byte-order mark so spreadsheets read accents and emoji correctly, and formula
 * injection neutralised (OWASP): a cell that starts with = + - @, TAB or CR gets a leading
 * apostrophe, so a spreadsheet shows it as text instead of running it.
 */
import { stringify } from 'csv-stringify/browser/esm/sync';
import { inboxCopy } from '../../../content/inboxCopy';
import type { Lead } from './queries';

/** A column's lead field: `lead[key]` below only compiles while every one is a field of Lead. */
type CsvKey = keyof typeof inboxCopy.csvHeaders;

/** The export's columns in file order (the headers are copy, in src/content). */
export const CSV_COLUMNS = Object.entries(inboxCopy.csvHeaders).map(([key, header]) => ({ key: key as CsvKey, header }));

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as text, neutralised against formula injection. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The whole file: BOM, header row, one row per lead, CRLF after every record. */
export function leadsToCsv(leads: readonly Lead[]): string {
  const rows = [CSV_COLUMNS.map((c) => c.header), ...leads.map((lead) => CSV_COLUMNS.map((c) => csvCell(lead[c.key])))];
  return `\uFEFF${stringify(rows, { record_delimiter: '\r\n', quoted_match: /[",\r\n]/ })}`;
}

/** `leads-2026-11-23.csv` (the local date of the export). */
export function csvFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `leads-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
