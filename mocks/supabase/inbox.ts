/**
 * MSW handler factories for every REST call of the leads inbox (src/features/inbox/data/queries.ts):
 * list, counts, filter, search, page, detail, history, mail state, update success and failure,
 * slow, error, expired session. The handlers evaluate those exact queries on an in-memory store
 * the way PostgREST does (Content-Range, 206/416, single object, workflow check), so a story can
 * filter, page and change status. tests/server/inboxContract.test.ts runs the same calls against
 * the real server and this mock and compares what supabase-js returns.
 */
import { delay, http, HttpResponse } from 'msw';
import type { PostgrestErrorBody } from '#contract/apiError.ts';
import { statusChangeAllowed, type LeadStatus } from '#contract/leads.ts';
import type { Lead, LeadEvent, LeadMail } from '../../src/features/inbox/data/queries.ts';

export const INBOX_PATHS = {
  leads: '*/rest/v1/submissions',
  history: '*/rest/v1/submission_events',
  mail: '*/rest/v1/lead_notifications',
  counts: '*/rest/v1/lead_counts',
} as const;

/** A history row as stored (the UI selects it without submission_id). */
export type StoredEvent = LeadEvent & { submission_id: string };

export interface InboxStore {
  leads: Lead[];
  events: StoredEvent[];
  mail: LeadMail[];
  /** Who the mock says made a change (history actor_email). */
  actorEmail: string;
}

export function createInboxStore(leads: Lead[] = [], events: StoredEvent[] = [], mail: LeadMail[] = [], actorEmail = 'staff@studio.test'): InboxStore {
  return { leads: leads.map((l) => ({ ...l })), events: events.map((e) => ({ ...e })), mail: mail.map((m) => ({ ...m })), actorEmail };
}

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

export const inboxErrors = {
  internal: { status: 500, body: { code: 'PGRSTX00', details: null, hint: null, message: 'Internal server error' } },
  unavailable: { status: 503, body: { code: 'PGRST001', details: null, hint: null, message: 'Database client error. Retrying the connection.' } },
  jwtExpired: { status: 401, body: { code: 'PGRST303', details: null, hint: null, message: 'JWT expired' } },
  notFound: { status: 406, body: { code: 'PGRST116', details: 'The result contains 0 rows', hint: null, message: 'Cannot coerce the result to a single JSON object' } },
  transition: (from: string, to: string) => ({
    status: 400,
    body: {
      code: '23514',
      details: null,
      hint: 'Allowed: new -> contacted -> qualified -> won | lost; any -> spam; spam -> new.',
      message: `status cannot change from ${from} to ${to}`,
    },
  }),
} satisfies Record<string, { status: number; body: PostgrestErrorBody } | ((...a: string[]) => { status: number; body: PostgrestErrorBody })>;

export type MockError = { status: number; body: PostgrestErrorBody };

export function errorJson({ status, body }: MockError) {
  const headers: Record<string, string> = { 'Content-Type': JSON_TYPE, 'Proxy-Status': `PostgREST; error=${body.code}` };
  if (status === 401) headers['WWW-Authenticate'] = body.code.startsWith('PGRST3') ? `Bearer error="invalid_token", error_description=${JSON.stringify(body.message)}` : 'Bearer';
  if (status === 503) headers['Retry-After'] = '1';
  return new HttpResponse(JSON.stringify(body), { status, headers });
}

// ---- the query subset of queries.ts, evaluated in memory ----

export type Row = Record<string, unknown>;

function unquote(v: string): string {
  return v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1).replace(/\\(.)/g, '$1') : v;
}

function ilike(value: unknown, pattern: string): boolean {
  if (typeof value !== 'string') return false;
  const re = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/[*%]/g, '.*').replace(/_/g, '.');
  return new RegExp(`^${re}$`, 'is').test(value);
}

/** One `op.value` test (eq, neq, in, is, ilike) against a row's column. */
function test(row: Row, col: string, expr: string): boolean {
  const dot = expr.indexOf('.');
  const op = expr.slice(0, dot);
  const value = expr.slice(dot + 1);
  const cell = row[col];
  switch (op) {
    case 'eq':
      return String(cell) === value;
    case 'neq':
      return String(cell) !== value;
    case 'in':
      return value.slice(1, -1).split(',').map(unquote).includes(String(cell));
    case 'is':
      return value === 'null' ? cell === null : String(cell) === value;
    case 'ilike':
      return ilike(cell, unquote(value));
  }
  throw new Error(`mock: operator ${op} is not used by the inbox`);
}

/** or=(a.ilike."*x*",b.ilike."*x*") as searchFilter() writes it. */
function orMatches(row: Row, raw: string): boolean {
  const parts = raw.slice(1, -1).match(/[a-z_]+\.[a-z]+\.(?:"(?:[^"\\]|\\.)*"|[^,]*)/g) ?? [];
  return parts.some((p) => {
    const [col = '', ...rest] = p.split('.');
    return test(row, col, rest.join('.'));
  });
}

export function filterRows<T extends object>(rows: readonly T[], query: URLSearchParams): T[] {
  return rows.filter((row) => {
    for (const [key, value] of query) {
      if (['select', 'order', 'limit', 'offset'].includes(key)) continue;
      if (key === 'or' ? !orMatches(row as Row, value) : !test(row as Row, key, value)) return false;
    }
    return true;
  });
}

export function pick(row: object, select: string | null): Row {
  if (!select || select === '*') return { ...row };
  return Object.fromEntries(select.split(',').map((c) => [c, (row as Row)[c]]));
}

/** GET/HEAD with PostgREST's range, count and single-object semantics. */
export function readResponse(all: Row[], request: Request) {
  const url = new URL(request.url);
  const q = url.searchParams;
  const single = request.headers.get('accept')?.includes('vnd.pgrst.object') ?? false;
  const counted = /count=(exact|planned|estimated)/.test(request.headers.get('prefer') ?? '');
  const matched = filterRows(all, q);
  const offset = Number(q.get('offset') ?? 0);
  const limit = q.get('limit') === null ? undefined : Number(q.get('limit'));
  const page = matched.slice(offset, limit === undefined ? undefined : offset + limit).map((r) => pick(r, q.get('select')));
  const total = counted ? matched.length : undefined;
  if (total !== undefined && offset > total) {
    return errorJson({ status: 416, body: { code: 'PGRST103', details: `An offset of ${offset} was requested, but there are only ${total} rows.`, hint: null, message: 'Requested range not satisfiable' } });
  }
  const range = `${page.length > 0 && total !== 0 ? `${offset}-${offset + page.length - 1}` : '*'}/${total ?? '*'}`;
  if (single && page.length !== 1) {
    return errorJson({ status: 406, body: { ...inboxErrors.notFound.body, details: `The result contains ${page.length} rows` } });
  }
  const status = total !== undefined && page.length < total ? 206 : 200;
  const body = request.method === 'HEAD' ? null : JSON.stringify(single ? page[0] : page);
  return new HttpResponse(body, { status, headers: { 'Content-Type': single ? OBJECT_TYPE : JSON_TYPE, 'Content-Range': range } });
}

/** The lead_counts view: one row per status that has leads, in status order. */
function countRows(leads: readonly Lead[]): Row[] {
  const statuses = [...new Set(leads.map((l) => l.status))].sort();
  return statuses.map((status) => {
    const rows = leads.filter((l) => l.status === status);
    return { status, leads: rows.length, unread: rows.filter((l) => l.read_at === null).length };
  });
}

const byNewest = (a: Lead, b: Lead) => (a.created_at === b.created_at ? b.id.localeCompare(a.id) : b.created_at.localeCompare(a.created_at));

/** PATCH submissions: workflow check, notes/read_at rules and history, like the database's triggers. */
async function patchResponse(store: InboxStore, request: Request) {
  const q = new URL(request.url).searchParams;
  const change = (await request.json()) as Partial<Lead>;
  const targets = filterRows(store.leads, q);
  const now = new Date().toISOString().replace('Z', '+00:00');
  for (const lead of targets) {
    const to = change.status ?? lead.status;
    if (!statusChangeAllowed(lead.status, to)) return errorJson(inboxErrors.transition(lead.status, to));
  }
  for (const lead of targets) {
    const statusChanged = change.status !== undefined && change.status !== lead.status;
    const notesChanged = change.notes !== undefined && change.notes !== lead.notes;
    const event = (kind: 'status' | 'notes', from: string, to: string) =>
      store.events.push({ id: store.events.length + 1, submission_id: lead.id, at: now, actor_email: store.actorEmail, actor_role: 'authenticated', kind, from_value: from, to_value: to });
    if (statusChanged) event('status', lead.status, change.status as string);
    if (notesChanged) event('notes', lead.notes, change.notes as string);
    if (statusChanged) lead.status = change.status as LeadStatus;
    if (notesChanged) lead.notes = change.notes as string;
    if (statusChanged || notesChanged) {
      lead.updated_at = now;
      lead.read_at ??= now;
    } else if ('read_at' in change) {
      lead.read_at = change.read_at === null ? null : (lead.read_at ?? now);
    }
  }
  const single = request.headers.get('accept')?.includes('vnd.pgrst.object') ?? false;
  const range = targets.length > 0 ? `0-${targets.length - 1}/*` : '*/*';
  if (!/return=representation/.test(request.headers.get('prefer') ?? '')) {
    return new HttpResponse(null, { status: 204, headers: { 'Content-Range': range } });
  }
  if (single && targets.length !== 1) return errorJson({ status: 406, body: { ...inboxErrors.notFound.body, details: `The result contains ${targets.length} rows` } });
  const rows = targets.map((r) => pick(r, q.get('select')));
  return new HttpResponse(JSON.stringify(single ? rows[0] : rows), { status: 200, headers: { 'Content-Type': single ? OBJECT_TYPE : JSON_TYPE, 'Content-Range': range } });
}

// ---- factories ----

/** Every inbox call answered from `store` (list, counts, filter, search, pages, detail, history, mail, updates). */
export function inboxHandlers(store: InboxStore = createInboxStore(), { delayMs = 0 } = {}) {
  const leads = () => [...store.leads].sort(byNewest) as unknown as Row[];
  const events = () => [...store.events].sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id) as unknown as Row[];
  const wait = () => (delayMs > 0 ? delay(delayMs) : Promise.resolve());
  return [
    http.get(INBOX_PATHS.leads, async ({ request }) => (await wait(), readResponse(leads(), request))),
    http.head(INBOX_PATHS.leads, async ({ request }) => (await wait(), readResponse(leads(), request))),
    http.patch(INBOX_PATHS.leads, async ({ request }) => (await wait(), patchResponse(store, request))),
    http.get(INBOX_PATHS.history, async ({ request }) => (await wait(), readResponse(events(), request))),
    http.get(INBOX_PATHS.mail, async ({ request }) => (await wait(), readResponse(store.mail as unknown as Row[], request))),
    http.get(INBOX_PATHS.counts, async ({ request }) => (await wait(), readResponse(countRows(store.leads), request))),
  ];
}

/** No leads at all. */
export const inboxEmpty = () => inboxHandlers(createInboxStore());

/** The same answers after `ms` (loading states). */
export const inboxSlow = (store: InboxStore, ms = 2000) => inboxHandlers(store, { delayMs: ms });

/** Every inbox read fails with `error` (default 500); for the error-with-retry state. */
export function inboxReadError(error: MockError = inboxErrors.internal) {
  return [INBOX_PATHS.leads, INBOX_PATHS.counts, INBOX_PATHS.history].flatMap((p) => [http.get(p, () => errorJson(error)), http.head(p, () => errorJson(error))]);
}

/** The status/notes change fails (default: the database refuses the transition new → won). */
export function inboxUpdateError(error: MockError = inboxErrors.transition('new', 'won')) {
  return http.patch(INBOX_PATHS.leads, () => errorJson(error));
}

/** The access token expired: every REST call answers 401 PGRST303. */
export function inboxSessionExpired() {
  return Object.values(INBOX_PATHS).flatMap((p) => [http.get(p, () => errorJson(inboxErrors.jwtExpired)), http.head(p, () => errorJson(inboxErrors.jwtExpired)), http.patch(p, () => errorJson(inboxErrors.jwtExpired))]);
}

/** No response at all (offline). */
export function inboxNetworkError() {
  return Object.values(INBOX_PATHS).flatMap((p) => [http.get(p, () => HttpResponse.error()), http.head(p, () => HttpResponse.error()), http.patch(p, () => HttpResponse.error())]);
}
