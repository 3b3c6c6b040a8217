/**
 * Contract between the inbox's MSW handlers (mocks/supabase/inbox.ts) and the real server: every
 * call in src/features/inbox/data/queries.ts is made by supabase-js against both (staff at aal2 on the
 * server; the mock store holds the same rows, read back from the database as PostgREST renders
 * them), and data, error, count and status must match.
 */
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createInboxStore, inboxHandlers, inboxSessionExpired, inboxUpdateError } from '../../mocks/supabase/inbox.ts';
import type { StoredEvent } from '../../mocks/supabase/inbox.ts';
import {
  countUnread,
  DETAIL_COLUMNS,
  getLead,
  HISTORY_COLUMNS,
  leadCounts,
  leadHistory,
  listLeads,
  MAIL_COLUMNS,
  markRead,
  unsentMail,
  updateLead,
} from '../../src/features/inbox/data/queries.ts';
import type { Lead, LeadEvent, LeadFilter, LeadMail } from '../../src/features/inbox/data/queries.ts';
import { aal2Client } from './helpers/auth.ts';
import { seedLeads } from './helpers/inbox.ts';
import { signToken, startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';
import { MOCK_URL, realFetch } from './helpers/contract.ts';

const msw = setupServer();

type Result = { data: unknown; error: unknown; count?: number | null; status: number };
const view = (r: Result) => ({ data: r.data, error: r.error, count: r.count ?? null, status: r.status });

describe('inbox MSW handlers match the real server', () => {
  let s: TestServer;
  let real: SupabaseClient;
  let mock: SupabaseClient;
  let ids: string[] = [];

  /** Rebuilds the mock's store from the database (after the server changed something). */
  async function syncMock(): Promise<void> {
    const store = createInboxStore(
      await s.json<Lead>(`select ${DETAIL_COLUMNS} from public.submissions`),
      await s.json<StoredEvent>(`select ${HISTORY_COLUMNS}, submission_id from public.submission_events`),
      await s.json<LeadMail>(`select ${MAIL_COLUMNS}, created_at from public.lead_notifications`),
      (await real.auth.getUser()).data.user?.email ?? '',
    );
    msw.resetHandlers(...inboxHandlers(store));
  }

  beforeAll(async () => {
    s = await startTestServer();
    ids = await seedLeads(s);
    // 20 older leads so the list has a second page
    await s.sql(`insert into public.submissions (name, email, service, message, created_at)
                 select 'Older ' || i, 'older' || i || '@example.com', 'custom', 'older lead', now() - make_interval(days => i)
                   from generate_series(1, 20) i`);
    await s.sql(`update public.lead_notifications set state = 'sent', sent_at = now()`);
    await s.sql(
      `update public.lead_notifications set state = 'failing', attempts = 3, last_error = 'ECONNREFUSED' where submission_id = $1`,
      [ids[0]],
    );
    real = (await aal2Client(s)).client;
    await updateLead(real, ids[1] ?? '', { status: 'qualified', notes: 'Met on Monday' });
    mock = createClient(MOCK_URL, s.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: (input, init) => globalThis.fetch(input, init) },
    });
    msw.listen({ onUnhandledFrame: 'error' });
    await syncMock();
  }, 120_000);
  afterEach(async () => {
    await syncMock();
  });
  afterAll(async () => {
    msw.close();
    await s?.stop();
  });

  /** Runs the call on both; the real client uses the unpatched fetch. */
  async function both(call: (c: SupabaseClient) => PromiseLike<Result>) {
    const restore = globalThis.fetch;
    globalThis.fetch = realFetch;
    let r: Result;
    try {
      r = await call(real);
    } finally {
      globalThis.fetch = restore;
    }
    const m = await call(mock);
    return { real: view(r), mock: view(m) };
  }

  const filters: [string, LeadFilter][] = [
    ['first page (default: all but spam)', {}],
    ['page 2', { page: 1 }],
    ['page past the end (416)', { page: 5 }],
    ['status new', { statuses: ['new'] }],
    ['won or lost', { statuses: ['won', 'lost'] }],
    ['spam', { statuses: ['spam'] }],
    ['service', { service: 'one-time' }],
    ['search', { search: 'arch' }],
    ['search with comma and dot', { search: 'Ford Coffee, Inc.' }],
    ['search with parentheses', { search: '(photos, video)' }],
    ['search with a quote', { search: '"50' }],
    ['search, no match', { search: 'zzz' }],
    ['search + status + service', { search: 'a', statuses: ['new'], service: 'standard-monthly' }],
  ];
  it.each(filters)('list: %s', async (_name, filter) => {
    const r = await both((c) => listLeads(c, filter));
    expect(r.mock).toEqual(r.real);
  });

  it.each(filters.filter(([name]) => !name.startsWith('page')))('unread of the filter (HEAD, count only): %s', async (_name, filter) => {
    await markRead(real, ids[4] ?? '');
    await syncMock();
    const r = await both((c) => countUnread(c, filter));
    expect(r.real.data).toBeNull();
    expect(r.mock).toEqual(r.real);
  });

  it('counts per status and unread (the lead_counts view)', async () => {
    await markRead(real, ids[4] ?? '');
    await syncMock();
    const r = await both((c) => leadCounts(c));
    expect((r.real.data as unknown[]).length).toBeGreaterThan(3);
    expect(r.real.data).toContainEqual(expect.objectContaining({ unread: 0 }));
    expect(r.mock).toEqual(r.real);
  });

  it('detail: found and missing', async () => {
    const found = await both((c) => getLead(c, ids[2] ?? ''));
    expect(found.real.status).toBe(200);
    expect(found.mock).toEqual(found.real);
    const missing = await both((c) => getLead(c, '00000000-0000-4000-8000-000000000000'));
    expect(missing.real.status).toBe(406);
    expect(missing.mock).toEqual(missing.real);
  });

  it('history', async () => {
    const r = await both((c) => leadHistory(c, ids[1] ?? ''));
    expect((r.real.data as unknown[]).length).toBe(2);
    expect(r.mock).toEqual(r.real);
  });

  it('unsent (failing) mail', async () => {
    const r = await both((c) => unsentMail(c));
    expect(r.real.data).toMatchObject([{ submission_id: ids[0], state: 'failing' }]);
    expect(r.mock).toEqual(r.real);
  });

  it('status change and notes: success, then the new history', async () => {
    const mask = (v: ReturnType<typeof view>) => ({ ...v, data: { ...(v.data as Lead), updated_at: 'x', read_at: 'x' } });
    const r = await both((c) => updateLead(c, ids[7] ?? '', { status: 'contacted', notes: 'Left a voicemail' }));
    expect(r.real.status).toBe(200);
    expect(mask(r.mock)).toEqual(mask(r.real));
    const maskAt = (v: ReturnType<typeof view>) => ({ ...v, data: (v.data as LeadEvent[]).map((e) => ({ ...e, at: 'x', id: 0 })) });
    const h = await both((c) => leadHistory(c, ids[7] ?? ''));
    expect(maskAt(h.mock)).toEqual(maskAt(h.real));
  });

  it('status change refused by the workflow (the store and the factory answer alike)', async () => {
    const r = await both((c) => updateLead(c, ids[0] ?? '', { status: 'won' }));
    expect(r.real).toMatchObject({ status: 400, error: { code: '23514' } });
    expect(r.mock).toEqual(r.real);
    msw.use(inboxUpdateError());
    const f = await both((c) => updateLead(c, ids[0] ?? '', { status: 'won' }));
    expect(f.mock).toEqual(f.real);
  });

  it('mark read: 204', async () => {
    const r = await both((c) => markRead(c, ids[3] ?? ''));
    expect(r.real.status).toBe(204);
    expect(r.mock).toEqual(r.real);
  });

  it('session expired: 401 PGRST303 from every call', async () => {
    const expired = await signToken({
      role: 'authenticated',
      sub: '00000000-0000-4000-8000-000000000001',
      aal: 'aal2',
      exp: Math.floor(Date.now() / 1000) - 3600,
    });
    const stale = createClient(s.url, s.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { Authorization: `Bearer ${expired}` }, fetch: realFetch },
    });
    msw.use(...inboxSessionExpired());
    const realList = view(await listLeads(stale));
    const mockList = view(await listLeads(mock));
    expect(realList).toMatchObject({ status: 401, error: { code: 'PGRST303' } });
    expect(mockList).toEqual(realList);
    expect(view(await updateLead(mock, ids[0] ?? '', { notes: 'x' }))).toEqual(view(await updateLead(stale, ids[0] ?? '', { notes: 'x' })));
  });
});
