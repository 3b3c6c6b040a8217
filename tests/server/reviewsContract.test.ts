/**
 * Contract between the Reviews MSW handlers (mocks/supabase/reviews.ts) and the real server: every
 * call in src/features/reviews/queries.ts (staff at aal2: create_review, delete among them) and the
 * client page's two functions (review_by_token, answer_review with the anon key) are made by
 * supabase-js against both. The
 * mock's store holds the database's rows, read back as PostgREST renders them; every HTTP status
 * on the way and what supabase-js returns (data, error code, message, hint) must match.
 */
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  answerError,
  createErrors,
  createReviewsStore,
  reviewsCreateError,
  reviewsErrors,
  reviewsHandlers,
  reviewsSessionExpired,
} from '../../mocks/supabase/reviews.ts';
import * as q from '../../src/features/reviews/queries.ts';
import type { NewReview, ReviewLink, StaffReview, StaffSection } from '../../src/features/reviews/queries.ts';
import { createUser, enrollTotp, signedInClient, verifyTotp } from './helpers/auth.ts';
import { signToken, startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';
import { MOCK_URL, realFetch } from './helpers/contract.ts';

const msw = setupServer();
const NO_SESSION = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/** Every request's method, path and status, in order (the real and the mock log are compared). */
function recorder(base: typeof fetch, log: string[]): typeof fetch {
  return async (input, init) => {
    const res = await base(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.startsWith('/rest/')) log.push(`${init?.method ?? 'GET'} ${url.pathname} ${res.status}`);
    return res;
  };
}

const REVIEW: NewReview = {
  client_name: 'Maria-Fernanda Castellanos-Whitfield',
  client_email: 'maria-fernanda.castellanos-whitfield@castellanos-landscaping-and-garden-design.example',
  brand: 'landscaping',
  note: 'Hi Maria-Fernanda,\nhere are the sections for the new site.',
  expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  sections: [
    { story_id: 'sections-hero--default', title: 'Hero' },
    { story_id: 'sections-pricingtable--default', title: 'Pricing table' },
    { story_id: 'sections-faq--default', title: 'Questions and answers' },
  ],
};

type Out = { data: unknown; error: unknown; status: number };
const view = (r: Out) => ({ data: r.data, error: r.error, status: r.status });
const TIME = /^\d{4}-\d\d-\d\dT[\d:.]+\+00:00$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Ids both sides share (synced into the mock); any other id was made by the call itself. */
const known = new Set<string>();
/** Times, new ids and tokens differ between two runs of the same call: compared by shape. */
const mask = (v: unknown): unknown =>
  JSON.parse(JSON.stringify(v), (_k, x: unknown) =>
    typeof x !== 'string' ? x : TIME.test(x) ? 'time' : /^[0-9a-f]{64}$/.test(x) ? 'token' : UUID.test(x) && !known.has(x) ? 'new id' : x,
  );

describe('reviews MSW handlers match the real server', () => {
  let s: TestServer;
  const logs = { real: [] as string[], mock: [] as string[] };
  const clients = {} as Record<'staff' | 'anon' | 'mockStaff' | 'mockAnon', SupabaseClient>;
  const tokens: string[] = [];
  let a = { id: '', token: '' };
  let b = { id: '', token: '' };

  const sectionsOf = (id: string) =>
    s.json<{ id: string }>('select id from public.review_sections where review_id = $1 order by position', [id]);

  /** Rebuilds the mock's store from the database (after the server changed something). */
  async function syncMock(): Promise<void> {
    const pairs = await s.json<{ token: string; id: string }>(
      `select t as token, l.id from unnest($1::text[]) t join public.review_links l on l.token_hash = sha256(convert_to(t, 'UTF8'))`,
      [tokens],
    );
    const store = createReviewsStore(
      await s.json<StaffReview>(`select ${q.REVIEW_COLUMNS} from public.reviews`),
      await s.json<StaffSection>(`select ${q.SECTION_COLUMNS} from public.review_sections`),
      await s.json<ReviewLink>(`select ${q.LINK_COLUMNS} from public.review_links`),
      Object.fromEntries(pairs.map((p) => [p.token, p.id])),
    );
    const answers = await s.json<{ section_id: string; link_id: string; created_at: string }>(
      'select section_id, link_id, created_at from public.review_answers',
    );
    const invitations = await s.json<{ link_id: string; state: string }>(
      'select link_id, state from public.review_invitations order by created_at',
    );
    for (const row of [...store.reviews, ...store.sections, ...store.links]) known.add(row.id);
    store.answers = answers.map((x) => ({ section: x.section_id, link: x.link_id, at: Date.parse(x.created_at) }));
    store.invitations = invitations.map((x) => x.link_id);
    store.sent = invitations.filter((x) => x.state === 'sent').map((x) => x.link_id);
    msw.resetHandlers(...reviewsHandlers(store));
  }

  /** Runs the call on the server and on the mock; returns both results and both request logs. */
  async function both<T>(call: (c: SupabaseClient) => PromiseLike<T>, who: 'staff' | 'anon' = 'staff') {
    logs.real.length = 0;
    logs.mock.length = 0;
    const real = await call(clients[who]);
    const mock = await call(who === 'staff' ? clients.mockStaff : clients.mockAnon);
    return { real, mock, realLog: [...logs.real], mockLog: [...logs.mock] };
  }

  beforeAll(async () => {
    s = await startTestServer();
    const user = await createUser(s);
    clients.staff = await signedInClient(s, user, { fetch: recorder(realFetch, logs.real) });
    const { factorId, secret } = await enrollTotp(clients.staff);
    await verifyTotp(clients.staff, factorId, secret);
    clients.anon = createClient(s.url, s.anonKey, { auth: NO_SESSION, global: { fetch: recorder(realFetch, logs.real) } });
    const viaMsw: typeof fetch = (input, init) => globalThis.fetch(input, init);
    clients.mockStaff = createClient(MOCK_URL, s.anonKey, { auth: NO_SESSION, global: { fetch: recorder(viaMsw, logs.mock) } });
    clients.mockAnon = createClient(MOCK_URL, s.anonKey, { auth: NO_SESSION, global: { fetch: recorder(viaMsw, logs.mock) } });
    const made = await q.createReview(clients.staff, REVIEW, false);
    const other = await q.createReview(
      clients.staff,
      { ...REVIEW, client_name: 'Other client', brand: 'coffee', sections: REVIEW.sections.slice(0, 2) },
      true,
    );
    if (!made.ok || !other.ok) throw new Error('seed failed');
    a = made.data;
    b = other.data;
    tokens.push(a.token, b.token);
    const [first] = await sectionsOf(a.id);
    await clients.anon.rpc('answer_review', { token: a.token, section: first?.id, verdict: 'approved' });
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

  it('list, one review (found and missing), sections `in` two reviews, links', async () => {
    const calls: ((c: SupabaseClient) => Promise<q.Result<unknown>>)[] = [
      (c: SupabaseClient) => q.listReviews(c),
      (c: SupabaseClient) => q.getReview(c, a.id),
      (c: SupabaseClient) => q.getReview(c, '00000000-0000-4000-8000-000000000000'),
      (c: SupabaseClient) => q.listSections(c, [a.id, b.id]),
      (c: SupabaseClient) => q.listLinks(c, b.id),
    ];
    for (const call of calls) {
      const r = await both(call);
      expect(r.real.ok).toBe(true);
      expect(r.mock).toEqual(r.real);
      expect(r.mockLog).toEqual(r.realLog);
    }
    const all = await q.listSections(clients.staff, [a.id, b.id]);
    expect(all.ok && all.data.filter((x) => x.review_id === a.id).map((x) => [x.position, x.status])).toEqual([
      [0, 'approved'],
      [1, 'pending'],
      [2, 'pending'],
    ]);
  });

  it('create: one create_review call (200), then the same list', async () => {
    const r = await both((c) => q.createReview(c, { ...REVIEW, client_name: 'New client' }, true));
    expect(r.realLog).toEqual(['POST /rest/v1/rpc/create_review 200']);
    expect(r.mockLog).toEqual(r.realLog);
    expect(mask(r.mock)).toEqual(mask(r.real));
    expect(r.real.ok && r.real.data.token).toMatch(/^[0-9a-f]{64}$/);
    const list = await both((c) => q.listReviews(c));
    expect(mask(list.mock)).toEqual(mask(list.real));
    // Each side made its own review: each is read back by its own id.
    const real = await q.listSections(clients.staff, [r.real.ok ? r.real.data.id : '']);
    const mock = await q.listSections(clients.mockStaff, [r.mock.ok ? r.mock.data.id : '']);
    expect(real.ok && real.data.map((x) => [x.position, x.title])).toEqual(REVIEW.sections.map((x, i) => [i, x.title]));
    expect(mask(mock)).toEqual(mask(real));
  });

  it('create: 50 sections are taken', async () => {
    const sections = Array.from({ length: 50 }, (_, i) => ({ story_id: `sections-part${i}--default`, title: `Part ${i + 1}` }));
    const r = await both((c) => q.createReview(c, { ...REVIEW, sections }, false));
    expect(r.real.ok).toBe(true);
    expect(mask(r.mock)).toEqual(mask(r.real));
  });

  const many = (n: number) => Array.from({ length: n }, (_, i) => ({ story_id: `sections-part${i}--default`, title: `Part ${i + 1}` }));
  it.each([
    ['51 sections', { sections: many(51) }, 'review_too_many_sections'],
    ['no section', { sections: [] }, 'review_sections_required'],
    ['an e-mail without a domain', { client_email: 'maria@localhost' }, 'review_bad_client_email'],
    ['an empty name', { client_name: '   ' }, 'review_bad_client_name'],
    ['an unknown brand', { brand: 'bakery' }, 'review_bad_brand'],
    ['an empty name and an unknown brand (the first constraint by name)', { client_name: '   ', brand: 'bakery' }, 'review_bad_brand'],
    ['a note over 2,000 characters', { note: 'x'.repeat(2001) }, 'review_note_too_long'],
    ['an expiry in the past', { expires_at: '2020-01-01T00:00:00Z' }, 'review_bad_expiry'],
    ['a bad story id', { sections: [{ story_id: 'Hero Default', title: 'Hero' }] }, 'review_bad_section'],
    ['a blank title (the 3rd section)', { sections: many(3).map((x, i) => (i === 2 ? { ...x, title: '  ' } : x)) }, 'review_bad_section'],
    ['a section that is not an object', { sections: [...many(2), 'sections-hero--default'] }, 'review_bad_section'],
    ['a section without a title', { sections: [{ story_id: 'sections-hero--default' }] }, 'review_bad_section'],
  ])('create refused: %s', async (_name, change, hint) => {
    const before = await s.json<{ n: number }>('select count(*)::int as n from public.reviews');
    logs.real.length = 0;
    const real = await clients.staff.rpc('create_review', { ...REVIEW, ...change, send_email: true });
    expect([real.status, real.error?.code, real.error?.hint]).toEqual([400, '22023', hint]);
    const r = await both((c) => q.createReview(c, { ...REVIEW, ...change } as NewReview, false));
    expect(r.real).toMatchObject({ ok: false, status: 400, code: '22023' });
    expect(r.mock).toEqual(r.real);
    expect(r.mockLog).toEqual(r.realLog);
    const mock = await clients.mockStaff.rpc('create_review', { ...REVIEW, ...change, send_email: true });
    expect(view(mock)).toEqual(view(real));
    expect(await s.json<{ n: number }>('select count(*)::int as n from public.reviews')).toEqual(before);
  });

  it('delete: an unsent review goes (200 with its id), with its sections and links; the same list after', async () => {
    const fresh = await q.createReview(clients.staff, { ...REVIEW, client_name: 'To delete' }, true);
    if (!fresh.ok) throw new Error('create failed');
    tokens.push(fresh.data.token);
    await syncMock();
    const r = await both((c) => q.deleteReview(c, fresh.data.id));
    expect(r.realLog).toEqual(['DELETE /rest/v1/reviews 200']);
    expect(r.real).toEqual({ ok: true, data: null });
    expect(r.mock).toEqual(r.real);
    expect(r.mockLog).toEqual(r.realLog);
    const reads: ((c: SupabaseClient) => Promise<q.Result<unknown>>)[] = [
      (c) => q.listReviews(c),
      (c) => q.listSections(c, [fresh.data.id]),
    ];
    for (const call of reads) {
      const after = await both(call);
      expect(mask(after.mock)).toEqual(mask(after.real));
    }
    expect(await s.json('select 1 from public.review_links where review_id = $1', [fresh.data.id])).toEqual([]);
    const again = await both((c) => q.deleteReview(c, fresh.data.id));
    expect(again.real).toMatchObject({ ok: false, code: 'review_not_deletable' });
    expect(again.mock).toEqual(again.real);
  });

  it('delete refused: after an answer (even reopened), after the invitation was sent; nothing goes', async () => {
    const refused = { ok: false, status: 200, code: 'review_not_deletable', message: q.REVIEW_NOT_DELETABLE };
    const answered = await both((c) => q.deleteReview(c, a.id));
    expect(answered.real).toEqual(refused);
    expect(answered.mock).toEqual(refused);
    expect(answered.mockLog).toEqual(answered.realLog);
    const [first] = await sectionsOf(a.id);
    await q.reopenSection(clients.staff, first?.id ?? '');
    await syncMock();
    const reopened = await both((c) => q.deleteReview(c, a.id));
    expect(reopened.real).toEqual(refused);
    expect(reopened.mock).toEqual(refused);

    const mailed = await q.createReview(clients.staff, { ...REVIEW, client_name: 'Mailed client' }, true);
    if (!mailed.ok) throw new Error('create failed');
    tokens.push(mailed.data.token);
    // What the outbox does once the mail went out (server/outbox): the token erased, the state sent.
    await s.sql(
      `update public.review_invitations i set state = 'sent', token = null, sent_at = now()
         from public.review_links l where l.id = i.link_id and l.review_id = $1`,
      [mailed.data.id],
    );
    await syncMock();
    const sent = await both((c) => q.deleteReview(c, mailed.data.id));
    expect(sent.real).toEqual(refused);
    expect(sent.mock).toEqual(refused);
    const list = await both((c) => q.getReview(c, mailed.data.id));
    expect(list.real.ok && list.real.data).toHaveLength(1);
    expect(mask(list.mock)).toEqual(mask(list.real));
  });

  it('the error factories answer as the server does (create refused, answer not available)', async () => {
    msw.use(reviewsCreateError());
    const r = await both((c) => q.createReview(c, { ...REVIEW, client_email: 'maria@localhost' }, false));
    expect(r.real).toMatchObject({ ok: false, status: 400, message: createErrors.badClientEmail.body.message });
    expect(r.mock).toEqual(r.real);
    msw.use(answerError(reviewsErrors.notAvailable));
    const gone = await both((c) => c.rpc('answer_review', { token: 'f'.repeat(64), section: a.id, verdict: 'approved' }), 'anon');
    expect(view(gone.real)).toMatchObject({ status: 404 });
    expect(view(gone.mock)).toEqual(view(gone.real));
  });

  it('a new link revokes the earlier one; a missing review is 404 PT404', async () => {
    const r = await both((c) => q.issueLink(c, b.id, false));
    expect(mask(r.mock)).toEqual(mask(r.real));
    const links = await both((c) => q.listLinks(c, b.id));
    expect(links.real.ok && links.real.data.map((l) => l.revoked_at === null)).toEqual([true, false]);
    expect(mask(links.mock)).toEqual(mask(links.real));
    const missing = await both((c) => q.issueLink(c, '00000000-0000-4000-8000-000000000000', false));
    expect(missing.real).toMatchObject({ ok: false, status: 404, code: 'PT404' });
    expect(missing.mock).toEqual(missing.real);
  });

  it('reopen 204 (and refusing any other status), close 204, revoke 204', async () => {
    const [first] = await sectionsOf(a.id);
    const id = first?.id ?? '';
    const reopen = await both((c) => q.reopenSection(c, id));
    expect(reopen.realLog).toEqual(['PATCH /rest/v1/review_sections 204']);
    expect(reopen.mock).toEqual(reopen.real);
    expect(reopen.mockLog).toEqual(reopen.realLog);
    const approve = await both((c) => c.from('review_sections').update({ status: 'approved' }).eq('id', id));
    expect(view(approve.real)).toMatchObject({ status: 400, error: { code: '22023', hint: 'Set status to pending.' } });
    expect(view(approve.mock)).toEqual(view(approve.real));
    const sections = await both((c) => q.listSections(c, [a.id]));
    expect(sections.mock).toEqual(sections.real);
    for (const call of [(c: SupabaseClient) => q.closeReview(c, b.id), (c: SupabaseClient) => q.revokeLinks(c, b.id)]) {
      const r = await both(call);
      expect(r.real).toEqual({ ok: true, data: null });
      expect(r.mockLog).toEqual(r.realLog);
    }
    expect(mask(await q.listLinks(clients.mockStaff, b.id))).toEqual(mask(await q.listLinks(clients.staff, b.id)));
    expect(mask(await q.getReview(clients.mockStaff, b.id))).toEqual(mask(await q.getReview(clients.staff, b.id)));
  });

  it('the client: review_by_token for its link, and null for a made-up one', async () => {
    const r = await both((c) => c.rpc('review_by_token', { token: a.token }), 'anon');
    expect(view(r.real)).toMatchObject({ status: 200, data: { client_name: REVIEW.client_name, closed: false } });
    expect(view(r.mock)).toEqual(view(r.real));
    const none = await both((c) => c.rpc('review_by_token', { token: 'f'.repeat(64) }), 'anon');
    expect(view(none.real)).toEqual({ status: 200, data: null, error: null });
    expect(view(none.mock)).toEqual(view(none.real));
  });

  it('the client answers: approve, request changes, and every refusal with its hint and status', async () => {
    const [s0, s1, s2] = (await sectionsOf(a.id)).map((x) => x.id);
    const [other] = (await sectionsOf(b.id)).map((x) => x.id);
    const cases: [Record<string, unknown>, number][] = [
      [{ token: a.token, section: s1, verdict: 'changes_requested', comment: '  Bigger prices, please <b>  ' }, 200],
      [{ token: a.token, section: s2, verdict: 'approved' }, 200],
      [{ token: a.token, section: s0, verdict: 'maybe' }, 400],
      [{ token: a.token, section: s0, verdict: 'changes_requested', comment: '   ' }, 400],
      [{ token: a.token, section: s0, verdict: 'approved', comment: 'x'.repeat(2001) }, 400],
      [{ token: 'f'.repeat(64), section: s0, verdict: 'approved' }, 404],
      [{ token: 'not-a-token', section: s0, verdict: 'approved' }, 404],
      [{ token: a.token, section: other, verdict: 'approved' }, 404],
    ];
    for (const [args, status] of cases) {
      const r = await both((c) => c.rpc('answer_review', args), 'anon');
      expect(view(r.real).status).toBe(status);
      expect(mask(view(r.mock))).toEqual(mask(view(r.real)));
    }
    const after = await both((c) => c.rpc('review_by_token', { token: a.token }), 'anon');
    expect(mask(view(after.mock))).toEqual(mask(view(after.real)));
  });

  it('a closed review is 409, a revoked or expired link 404, too many answers 429', async () => {
    const [s0] = (await sectionsOf(a.id)).map((x) => x.id);
    const ask = () => both((c) => c.rpc('answer_review', { token: a.token, section: s0, verdict: 'approved' }), 'anon');
    await s.sql(
      `insert into public.review_answers (section_id, link_id, verdict)
                 select $1, l.id, 'approved' from public.review_links l, generate_series(1, 60) where l.review_id = $2 and l.revoked_at is null`,
      [s0, a.id],
    );
    await syncMock();
    const limited = await ask();
    expect(view(limited.real)).toMatchObject({ status: 429, error: { code: 'PT429', hint: 'review_rate_limited' } });
    expect(view(limited.mock)).toEqual(view(limited.real));
    await s.sql('delete from public.review_answers');
    await s.sql(`update public.reviews set closed_at = now() where id = $1`, [a.id]);
    await syncMock();
    const closed = await ask();
    expect(view(closed.real)).toMatchObject({ status: 409, error: { hint: 'review_closed' } });
    expect(view(closed.mock)).toEqual(view(closed.real));
    await s.sql(
      `update public.reviews set closed_at = null, created_at = now() - interval '2 days', expires_at = now() - interval '1 day' where id = $1`,
      [a.id],
    );
    await syncMock();
    const expired = await ask();
    expect(view(expired.real)).toMatchObject({ status: 404, error: { hint: 'review_not_available' } });
    expect(view(expired.mock)).toEqual(view(expired.real));
    const gone = await both((c) => c.rpc('review_by_token', { token: a.token }), 'anon');
    expect(view(gone.mock)).toEqual({ status: 200, data: null, error: null });
    expect(view(gone.real)).toEqual(view(gone.mock));
    const revoked = await both((c) => c.rpc('review_by_token', { token: tokens[1] }), 'anon'); // b's first link: replaced, revoked
    expect(view(revoked.mock)).toEqual(view(revoked.real));
  });

  it('session expired: 401 PGRST303 from the staff calls', async () => {
    const expired = await signToken({
      role: 'authenticated',
      sub: '00000000-0000-4000-8000-000000000001',
      aal: 'aal2',
      exp: Math.floor(Date.now() / 1000) - 3600,
    });
    const stale = createClient(s.url, s.anonKey, {
      auth: NO_SESSION,
      global: { headers: { Authorization: `Bearer ${expired}` }, fetch: realFetch },
    });
    msw.use(...reviewsSessionExpired());
    const calls = [
      (c: SupabaseClient) => q.listReviews(c),
      (c: SupabaseClient) => q.issueLink(c, a.id, false),
      (c: SupabaseClient) => q.createReview(c, REVIEW, false),
      (c: SupabaseClient) => q.deleteReview(c, b.id),
    ];
    for (const call of calls) {
      const real = await call(stale);
      expect(real).toMatchObject({ ok: false, status: 401, code: 'PGRST303' });
      expect(await call(clients.mockStaff)).toEqual(real);
    }
  });
});
