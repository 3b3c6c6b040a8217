/**
 * The REST slice the inbox uses, against PostgREST's documented behaviour (contract §2.2–2.6,
 * PostgREST docs "Pagination and Count", "Horizontal filtering", "Singular or plural").
 * Semantics are checked as service_role (RLS is not the subject here; the access
 * matrix is in inboxAccess.test.ts), through unmodified supabase-js and raw fetch for the wire.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getLead,
  leadCounts,
  LIST_COLUMNS,
  leadHistory,
  listLeads,
  markRead,
  searchFilter,
  updateLead,
} from '../../src/features/inbox/data/queries.ts';
import { LEADS, seedLeads } from './helpers/inbox.ts';
import { client, startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';

const NOT_SPAM = LEADS.filter((l) => l.status !== 'spam');

describe('inbox REST slice', () => {
  let s: TestServer;
  let ids: string[] = [];
  const sb = () => client(s.url, s.serviceKey);

  /** Raw GET/HEAD/PATCH as service_role, for exact statuses and headers. */
  async function raw(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
    const res = await fetch(`${s.url}/rest/v1/${path}`, {
      method: init.method ?? 'GET',
      headers: { apikey: s.serviceKey, authorization: `Bearer ${s.serviceKey}`, 'content-type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    return {
      status: res.status,
      range: res.headers.get('content-range'),
      type: res.headers.get('content-type'),
      text,
      json: text ? (JSON.parse(text) as unknown) : undefined,
    };
  }

  beforeAll(async () => {
    s = await startTestServer();
    ids = await seedLeads(s);
  });
  afterAll(async () => {
    await s?.stop();
  });

  describe('list, count, filter, search, page', () => {
    it('first page: newest first, spam hidden, exact count, 200 when everything fits', async () => {
      const res = await listLeads(sb());
      expect(res.error).toBeNull();
      expect(res.status).toBe(200);
      expect(res.count).toBe(NOT_SPAM.length);
      expect(res.data?.map((r) => r.name)).toEqual(NOT_SPAM.map((l) => l.name));
      expect(Object.keys(res.data?.[0] ?? {}).sort()).toEqual(LIST_COLUMNS.split(',').sort());
    });

    it('a partial page with a count is 206 with first-last/total', async () => {
      const r = await raw(`submissions?select=name&order=created_at.desc,id.desc&offset=5&limit=5`, { headers: { prefer: 'count=exact' } });
      expect(r.status).toBe(206);
      expect(r.range).toBe('5-9/12');
      expect((r.json as { name: string }[]).map((x) => x.name)).toEqual(LEADS.slice(5, 10).map((l) => l.name));
    });

    it('without a count: 200 and total *', async () => {
      const r = await raw(`submissions?select=name&order=created_at.desc&limit=3`);
      expect(r.status).toBe(200);
      expect(r.range).toBe('0-2/*');
    });

    it('the last page, offset == total (empty, 206) and offset past the total (416 PGRST103)', async () => {
      const last = await raw(`submissions?select=name&order=created_at.desc&offset=10&limit=5`, { headers: { prefer: 'count=exact' } });
      expect([last.status, last.range]).toEqual([206, '10-11/12']);
      const atEnd = await raw(`submissions?select=name&offset=12&limit=5`, { headers: { prefer: 'count=exact' } });
      expect([atEnd.status, atEnd.range, atEnd.text]).toEqual([206, '*/12', '[]']);
      const past = await raw(`submissions?select=name&offset=13&limit=5`, { headers: { prefer: 'count=exact' } });
      expect([past.status, past.range]).toEqual([416, '*/12']);
      expect(past.json).toEqual({
        code: 'PGRST103',
        details: 'An offset of 13 was requested, but there are only 12 rows.',
        hint: null,
        message: 'Requested range not satisfiable',
      });
      // supabase-js sees the same as an error
      const js = await sb().from('submissions').select('id', { count: 'exact' }).range(20, 29);
      expect(js.status).toBe(416);
      expect(js.error?.code).toBe('PGRST103');
      // without a count PostgREST cannot know: 200 []
      const uncounted = await raw(`submissions?select=name&offset=13`);
      expect([uncounted.status, uncounted.range, uncounted.text]).toEqual([200, '*/*', '[]']);
    });

    it('page 2 of the inbox', async () => {
      const res = await sb()
        .from('submissions')
        .select(LIST_COLUMNS, { count: 'exact' })
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(4, 7);
      expect(res.status).toBe(206);
      expect(res.count).toBe(12);
      expect(res.data?.map((r) => r.id)).toEqual(ids.slice(4, 8));
    });

    it('the Range header works on GET and is intersected with limit/offset', async () => {
      const r = await raw(`submissions?select=name&order=created_at.desc`, { headers: { range: '2-4', prefer: 'count=exact' } });
      expect([r.status, r.range]).toEqual([206, '2-4/12']);
      const both = await raw(`submissions?select=name&order=created_at.desc&limit=2`, { headers: { range: '1-5' } });
      expect([both.status, both.range]).toEqual([200, '1-1/*']);
      const open = await raw(`submissions?select=name&order=created_at.desc`, { headers: { range: '10-' } });
      expect(open.range).toBe('10-11/*');
      const inverted = await raw(`submissions?select=name`, { headers: { range: '5-2' } });
      expect(inverted.status).toBe(416);
      expect(inverted.json).toMatchObject({
        code: 'PGRST103',
        details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      });
      const garbage = await raw(`submissions?select=name`, { headers: { range: 'items=abc' } });
      expect([garbage.status, garbage.range]).toEqual([200, '0-11/*']); // ignored, as upstream
    });

    it('limit=0 gives no rows; a negative limit is 416', async () => {
      const zero = await raw(`submissions?select=name&limit=0`, { headers: { prefer: 'count=exact' } });
      expect([zero.status, zero.range, zero.text]).toEqual([206, '*/12', '[]']);
      const neg = await raw(`submissions?select=name&limit=-1`);
      expect(neg.status).toBe(416);
      expect(neg.json).toMatchObject({ code: 'PGRST103', details: 'Limit should be greater than or equal to zero.' });
    });

    it('filter by status (eq, in) and by service', async () => {
      const contacted = await listLeads(sb(), { statuses: ['contacted'] });
      expect(contacted.data?.map((r) => r.name)).toEqual(['Ben Brook', 'Ivy Isle']);
      expect(contacted.count).toBe(2);
      const closed = await listLeads(sb(), { statuses: ['won', 'lost'] });
      expect(closed.data?.map((r) => r.name)).toEqual(['Dan Dale', 'Eve Elm']);
      const spam = await listLeads(sb(), { statuses: ['spam'] });
      expect(spam.data?.map((r) => r.name)).toEqual(['Viagra Deals']);
      const oneTime = await listLeads(sb(), { service: 'one-time' });
      expect(oneTime.data?.map((r) => r.name)).toEqual(['Ann Archer', 'Eve Elm', 'Gia Grant', 'Ivy Isle']);
      const both = await listLeads(sb(), { service: 'one-time', statuses: ['new'] });
      expect(both.data?.map((r) => r.name)).toEqual(['Ann Archer', 'Gia Grant']);
      expect(both.count).toBe(2);
    });

    it('search over name, e-mail, business and message, case-insensitive', async () => {
      const names = async (term: string) => (await listLeads(sb(), { search: term })).data?.map((r) => r.name);
      expect(await names('ARCH')).toEqual(['Ann Archer', 'Jon Jay']); // name/business "Archer", message "Archive"
      expect(await names('kale.test')).toEqual(['Kim Kale']); // e-mail, with a dot
      expect(await names('Ford Coffee, Inc.')).toEqual(['Finn Ford']); // comma and dot inside the term
      expect(await names('(photos, video)')).toEqual(['Eve Elm']); // parentheses
      expect(await names('"50')).toEqual(['Finn Ford']); // a double quote
      expect(await names('no such thing')).toEqual([]);
      const res = await listLeads(sb(), { search: 'arch', statuses: ['new'] });
      expect(res.count).toBe(2);
    });

    it('the or= filter is sent exactly as PostgREST expects', () => {
      expect(searchFilter(' a,b "c" ')).toBe(
        'name.ilike."*a,b \\"c\\"*",email.ilike."*a,b \\"c\\"*",business_name.ilike."*a,b \\"c\\"*",message.ilike."*a,b \\"c\\"*"',
      );
    });

    it('counts per status and unread in one request (the lead_counts view)', async () => {
      const res = await leadCounts(sb());
      expect(res.error).toBeNull();
      const statuses = [...new Set(LEADS.map((l) => l.status ?? 'new'))].sort();
      expect(res.data).toEqual(
        statuses.map((status) => ({
          status,
          leads: LEADS.filter((l) => (l.status ?? 'new') === status).length,
          unread: expect.any(Number) as number,
        })),
      );
      expect(res.data?.filter((c) => c.status !== 'spam').reduce((n, c) => n + c.unread, 0)).toBe(NOT_SPAM.length);
    });

    it('a count alone (HEAD, no body)', async () => {
      const head = await fetch(`${s.url}/rest/v1/submissions?select=id&status=eq.new`, {
        method: 'HEAD',
        headers: { apikey: s.serviceKey, authorization: `Bearer ${s.serviceKey}`, prefer: 'count=exact' },
      });
      expect([head.status, head.headers.get('content-range'), await head.text()]).toEqual([200, '0-5/6', '']);
    });
  });

  describe('detail, history, update', () => {
    it('one lead as a single object (Accept: application/vnd.pgrst.object+json)', async () => {
      const r = await raw(`submissions?select=name,status&id=eq.${ids[2]}`, { headers: { accept: 'application/vnd.pgrst.object+json' } });
      expect(r.status).toBe(200);
      expect(r.type).toMatch(/^application\/vnd\.pgrst\.object\+json/);
      expect(r.json).toEqual({ name: 'Cleo Crane', status: 'qualified' });
      const res = await getLead(sb(), ids[0] ?? '');
      expect(res.data).toMatchObject({ name: 'Ann Archer', notes: '', read_at: null, business_name: 'Archer Bakes' });
    });

    it('a missing lead is 406 PGRST116; a malformed id is 400 22P02', async () => {
      const missing = await getLead(sb(), '00000000-0000-4000-8000-000000000000');
      expect(missing.status).toBe(406);
      expect(missing.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
      const bad = await getLead(sb(), 'not-a-uuid');
      expect(bad.status).toBe(400);
      expect(bad.error?.code).toBe('22P02');
    });

    it('status change and notes: PATCH with return=representation answers the lead; history records both', async () => {
      const id = ids[7] ?? ''; // Gia Grant, new
      const step = await updateLead(sb(), id, { status: 'contacted', notes: 'Called, wants a quote' });
      expect(step.error).toBeNull();
      expect(step.status).toBe(200);
      expect(step.data).toMatchObject({ id, status: 'contacted', notes: 'Called, wants a quote' });
      expect(step.data?.read_at).not.toBeNull(); // working on a lead marks it read
      expect(Date.parse(step.data?.updated_at ?? '')).toBeGreaterThan(Date.parse(step.data?.created_at ?? ''));
      const history = await leadHistory(sb(), id);
      expect(history.error).toBeNull();
      expect(history.data?.map((e) => [e.kind, e.from_value, e.to_value, e.actor_role])).toEqual([
        ['status', 'new', 'contacted', 'service_role'],
        ['notes', '', 'Called, wants a quote', 'service_role'],
      ]);
    });

    it('PATCH without representation: 204, Content-Range 0-0/*, empty body', async () => {
      const r = await raw(`submissions?id=eq.${ids[8]}`, { method: 'PATCH', body: { notes: 'n' } });
      expect([r.status, r.range, r.text]).toEqual([204, '0-0/*', '']);
      const none = await raw(`submissions?id=eq.00000000-0000-4000-8000-000000000000`, { method: 'PATCH', body: { notes: 'n' } });
      expect([none.status, none.range]).toEqual([204, '*/*']);
    });

    it('a transition the workflow forbids is 400 23514 and changes nothing', async () => {
      const before = await s.sql('select status, notes, updated_at from public.submissions where id = $1', [ids[0]]);
      const res = await updateLead(sb(), ids[0] ?? '', { status: 'won', notes: 'skip ahead' });
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({ code: '23514', message: 'status cannot change from new to won' });
      expect(await s.sql('select status, notes, updated_at from public.submissions where id = $1', [ids[0]])).toEqual(before);
      expect(await s.sql('select 1 from public.submission_events where submission_id = $1', [ids[0]])).toHaveLength(0);
    });

    it('every allowed step of the workflow, spam from anywhere, spam back to new', async () => {
      const id = ids[9] ?? ''; // Ivy Isle, contacted
      for (const status of ['qualified', 'lost', 'spam', 'new', 'spam'] as const) {
        const res = await updateLead(sb(), id, { status });
        expect(res.error, status).toBeNull();
      }
      const history = await leadHistory(sb(), id);
      expect(history.data?.map((e) => `${e.from_value}>${e.to_value}`)).toEqual([
        'contacted>qualified',
        'qualified>lost',
        'lost>spam',
        'spam>new',
        'new>spam',
      ]);
    });

    it('markRead keeps the first time it was opened', async () => {
      const id = ids[10] ?? '';
      expect((await markRead(sb(), id)).status).toBe(204);
      const first = await s.sql<{ read_at: string }>('select read_at::text from public.submissions where id = $1', [id]);
      expect(first[0]?.read_at).toBeTruthy();
      await sb().from('submissions').update({ read_at: '2000-01-01T00:00:00Z' }).eq('id', id);
      expect(await s.sql('select read_at::text from public.submissions where id = $1', [id])).toEqual(first);
      expect(await s.sql('select 1 from public.submission_events where submission_id = $1', [id])).toHaveLength(0);
    });

    it('.single() on an update that matches no row is 406 and writes nothing', async () => {
      const res = await updateLead(sb(), '00000000-0000-4000-8000-000000000000', { notes: 'x' });
      expect(res.status).toBe(406);
      expect(res.error?.code).toBe('PGRST116');
    });
  });

  describe('outside the slice: PostgREST-style errors', () => {
    const cases: [string, string, number, string][] = [
      ['unknown column in select', 'submissions?select=name,bogus', 400, '42703'],
      ['unknown column in a filter', 'submissions?bogus=eq.1', 400, '42703'],
      ['unknown column in order', 'submissions?order=bogus.desc', 400, '42703'],
      ['unknown column inside or', 'submissions?or=(bogus.eq.1,name.eq.x)', 400, '42703'],
      ['operator outside the slice (like)', 'submissions?name=like.A*', 400, 'PGRST100'],
      ['operator outside the slice (fts)', 'submissions?message=fts.shop', 400, 'PGRST100'],
      ['filter without operator', 'submissions?name=Ann', 400, 'PGRST100'],
      ['bad is value', 'submissions?read_at=is.maybe', 400, 'PGRST100'],
      ['in without parentheses', 'submissions?status=in.new,spam', 400, 'PGRST100'],
      ['embedding', 'submissions?select=*,submission_events(*)', 400, 'PGRST100'],
      ['and= at the top', 'submissions?and=(name.eq.a,name.eq.b)', 400, 'PGRST100'],
      ['or without parentheses', 'submissions?or=name.eq.a', 400, 'PGRST100'],
      ['or unterminated', 'submissions?or=(name.eq.a', 400, 'PGRST100'],
      ['or with trailing text', 'submissions?or=(name.eq.a)x', 400, 'PGRST100'],
      ['bad order modifier', 'submissions?order=name.sideways', 400, 'PGRST100'],
      ['malformed uuid', 'submissions?id=eq.nope', 400, '22P02'],
      ['malformed timestamp', 'submissions?created_at=gt.someday', 400, '22007'],
      ['negative offset', 'submissions?offset=-1', 400, '2201X'],
      ['unknown table', 'leads', 404, 'PGRST205'],
    ];
    it.each(cases)('%s', async (_name, path, status, code) => {
      const r = await raw(path);
      expect(r.status, r.text).toBe(status);
      expect(r.json).toMatchObject({ code });
      expect(Object.keys(r.json as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
    });

    it('history and outbox are never writable through the API', async () => {
      const ins = await raw('submission_events', { method: 'POST', body: { submission_id: ids[0], actor_role: 'x', kind: 'notes' } });
      expect([ins.status, (ins.json as { code: string }).code]).toEqual([403, '42501']);
      const upd = await raw('submission_events?id=gt.0', { method: 'PATCH', body: { to_value: 'rewritten' } });
      expect([upd.status, (upd.json as { code: string }).code]).toEqual([403, '42501']);
      const del = await raw('submission_events?id=gt.0', { method: 'DELETE' });
      expect([del.status, (del.json as { code: string }).code]).toEqual([403, '42501']);
      const mail = await raw(`lead_notifications?submission_id=eq.${ids[0]}`, { method: 'PATCH', body: { state: 'sent' } });
      expect([mail.status, (mail.json as { code: string }).code]).toEqual([403, '42501']);
      const lead = await raw(`submissions?id=eq.${ids[0]}`, { method: 'DELETE' });
      expect([lead.status, (lead.json as { code: string }).code]).toEqual([403, '42501']);
    });
  });
});
