/**
 * Client review through the API (issue 30): staff at aal2 create a review and a link; the link's
 * holder reads and answers only that review, through two functions; everyone else gets nothing.
 * After each refusal the database is checked as superuser: nothing changed.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aal2Client, createUser, signedInClient } from './helpers/auth.ts';
import { client, startTestServer, type TestServer } from './helpers/server.ts';

let s: TestServer;
let staff: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  s = await startTestServer();
  staff = (await aal2Client(s)).client;
  anon = client(s.url, s.anonKey);
});
afterAll(() => s.stop());

const SECTIONS = [
  { story_id: 'sections-hero--default', title: 'Hero' },
  { story_id: 'sections-pricingtable--default', title: 'Pricing table' },
];

/** A review with two sections and a fresh link: its id, its sections' ids and the token. */
async function newReview(extra: Record<string, unknown> = {}): Promise<{ id: string; sections: string[]; token: string }> {
  const created = await staff
    .from('reviews')
    .insert({
      client_name: 'Maria-Fernanda Castellanos-Whitfield',
      client_email: 'maria@castellanos-landscaping.example',
      brand: 'landscaping',
      note: 'Hi Maria!',
      ...extra,
    })
    .select('id')
    .single();
  expect(created.error).toBeNull();
  const id = (created.data as { id: string }).id;
  const added = await staff
    .from('review_sections')
    .insert(SECTIONS.map((x, position) => ({ ...x, position, review_id: id })))
    .select('id,position')
    .order('position');
  expect(added.error).toBeNull();
  const link = await staff.rpc('issue_review_link', { review: id });
  expect(link.error).toBeNull();
  return { id, sections: (added.data as { id: string }[]).map((r) => r.id), token: link.data as string };
}

const snapshot = async () =>
  JSON.stringify(
    await s.sql(`select (select json_agg(x order by x.id) from public.review_sections x) as s,
    (select count(*) from public.review_answers) as a, (select json_agg(r order by r.id) from public.reviews r) as r`),
  );

describe('client review', () => {
  it('a link is 64 hex characters, stored only as its hash', async () => {
    const r = await newReview();
    expect(r.token).toMatch(/^[0-9a-f]{64}$/);
    const stored = await s.sql<{ h: string }>(`select encode(token_hash, 'hex') as h from public.review_links where review_id = $1`, [
      r.id,
    ]);
    expect(JSON.stringify(stored)).not.toContain(r.token);
  });

  it('the holder sees the note and each section; answers approve and request changes', async () => {
    const r = await newReview();
    const seen = await anon.rpc('review_by_token', { token: r.token });
    expect(seen.error).toBeNull();
    expect(seen.data).toMatchObject({
      client_name: 'Maria-Fernanda Castellanos-Whitfield',
      brand: 'landscaping',
      note: 'Hi Maria!',
      closed: false,
    });
    expect((seen.data as { sections: { status: string }[] }).sections.map((x) => x.status)).toEqual(['pending', 'pending']);
    expect((await anon.rpc('answer_review', { token: r.token, section: r.sections[0], verdict: 'approved' })).error).toBeNull();
    const changes = await anon.rpc('answer_review', {
      token: r.token,
      section: r.sections[1],
      verdict: 'changes_requested',
      comment: '  Bigger prices, please <b>  ',
    });
    expect(changes.data).toMatchObject({ status: 'changes_requested', comment: 'Bigger prices, please <b>' });
    const after = (await anon.rpc('review_by_token', { token: r.token })).data as {
      sections: { status: string; comment: string | null }[];
    };
    expect(after.sections.map((x) => [x.status, x.comment])).toEqual([
      ['approved', null],
      ['changes_requested', 'Bigger prices, please <b>'],
    ]);
    // Staff see both answers, with the link, and one e-mail each is queued.
    const answers = await staff.from('review_answers').select('verdict,link_id').in('section_id', r.sections);
    expect(answers.data).toHaveLength(2);
    const queued = await s.sql<{ n: number }>(
      `select count(*)::int as n from public.review_notifications n join public.review_answers a on a.id = n.answer_id where a.section_id = any($1::uuid[])`,
      [r.sections],
    );
    expect(queued[0]?.n).toBe(2);
  });

  it.each([
    ['a bad verdict', { verdict: 'maybe' }, 400, 'review_bad_verdict'],
    ['changes without a comment', { verdict: 'changes_requested', comment: '   ' }, 400, 'review_comment_required'],
    ['a comment over 2,000 characters', { verdict: 'approved', comment: 'x'.repeat(2001) }, 400, 'review_comment_too_long'],
    ['a made-up token', { token: 'f'.repeat(64), verdict: 'approved' }, 404, 'review_not_available'],
    ['a token of the wrong shape', { token: "' or 1=1 --", verdict: 'approved' }, 404, 'review_not_available'],
  ])('%s is refused with a clear error and changes nothing', async (_name, args, status, hint) => {
    const r = await newReview();
    const before = await snapshot();
    const res = await anon.rpc('answer_review', { token: r.token, section: r.sections[0], ...args });
    expect(res.status).toBe(status);
    expect(res.error?.hint).toBe(hint);
    expect(await snapshot()).toBe(before);
  });

  it("another review's token reaches neither its sections nor its content", async () => {
    const mine = await newReview();
    const theirs = await newReview({ client_name: 'Other Client', note: 'secret note' });
    const before = await snapshot();
    const res = await anon.rpc('answer_review', { token: mine.token, section: theirs.sections[0], verdict: 'approved' });
    expect(res.status).toBe(404);
    expect(JSON.stringify((await anon.rpc('review_by_token', { token: mine.token })).data)).not.toContain('secret note');
    expect(await snapshot()).toBe(before);
  });

  it('revoked and expired links give nothing; a closed review takes no answer', async () => {
    const revoked = await newReview();
    await staff.from('review_links').update({ revoked_at: new Date().toISOString() }).eq('review_id', revoked.id);
    expect((await anon.rpc('review_by_token', { token: revoked.token })).data).toBeNull();
    const expired = await newReview();
    await s.sql(`update public.reviews set created_at = now() - interval '40 days', expires_at = now() - interval '1 day' where id = $1`, [
      expired.id,
    ]);
    expect((await anon.rpc('review_by_token', { token: expired.token })).data).toBeNull();
    const closed = await newReview();
    await staff.from('reviews').update({ closed_at: new Date().toISOString() }).eq('id', closed.id);
    expect((await anon.rpc('review_by_token', { token: closed.token })).data).toMatchObject({ closed: true });
    const res = await anon.rpc('answer_review', { token: closed.token, section: closed.sections[0], verdict: 'approved' });
    expect([res.status, res.error?.hint]).toEqual([409, 'review_closed']);
  });

  it('a new link revokes the old one', async () => {
    const r = await newReview();
    const again = await staff.rpc('issue_review_link', { review: r.id });
    expect((await anon.rpc('review_by_token', { token: r.token })).data).toBeNull();
    expect((await anon.rpc('review_by_token', { token: again.data as string })).data).not.toBeNull();
  });

  it('staff reopen a section (the client sees it pending again) and may not answer for the client', async () => {
    const r = await newReview();
    await anon.rpc('answer_review', { token: r.token, section: r.sections[0], verdict: 'changes_requested', comment: 'Darker green' });
    const forged = await staff.from('review_sections').update({ status: 'approved' }).eq('id', r.sections[0]);
    expect(forged.status).toBe(400);
    const reopened = await staff.from('review_sections').update({ status: 'pending' }).eq('id', r.sections[0]);
    expect(reopened.error).toBeNull();
    const seen = (await anon.rpc('review_by_token', { token: r.token })).data as { sections: { status: string; comment: string | null }[] };
    expect(seen.sections[0]).toMatchObject({ status: 'pending', comment: null });
  });

  it('more than 60 answers on one link in 10 minutes get 429', async () => {
    const r = await newReview();
    const link = await s.sql<{ id: string }>('select id from public.review_links where review_id = $1', [r.id]);
    await s.sql(`insert into public.review_answers (section_id, link_id, verdict) select $1, $2, 'approved' from generate_series(1, 60)`, [
      r.sections[0],
      link[0]?.id,
    ]);
    const res = await anon.rpc('answer_review', { token: r.token, section: r.sections[1], verdict: 'approved' });
    expect([res.status, res.error?.hint]).toEqual([429, 'review_rate_limited']);
  });

  it('nobody but staff at aal2 reads or writes the tables, or issues links', async () => {
    const r = await newReview();
    const before = await snapshot();
    for (const table of ['reviews', 'review_sections', 'review_links', 'review_answers', 'review_notifications']) {
      expect((await anon.from(table).select('*')).status).toBe(401);
    }
    const user = await signedInClient(s, await createUser(s, { staff: false }));
    expect((await user.from('reviews').select('*')).data).toEqual([]);
    expect((await user.from('review_sections').update({ status: 'pending' }).eq('id', r.sections[0]).select()).data).toEqual([]);
    expect((await user.rpc('issue_review_link', { review: r.id })).status).toBe(403);
    expect((await anon.rpc('issue_review_link', { review: r.id })).status).toBe(401);
    // The token → link helper has no EXECUTE grant and OUT columns: not callable at all.
    expect((await anon.rpc('review_link_for', { token: r.token })).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('the function endpoint answers bad calls as PostgREST does', async () => {
    const post = (path: string, body: string) =>
      fetch(`${s.url}/rest/v1/rpc/${path}`, { method: 'POST', headers: { apikey: s.anonKey, 'content-type': 'application/json' }, body });
    expect((await post('no_such_function', '{}')).status).toBe(404);
    expect(((await (await post('review_by_token', '{"tokn":"x"}')).json()) as { code: string }).code).toBe('PGRST202');
    expect((await post('review_by_token', '[1]')).status).toBe(400);
    expect((await post('review_by_token', '{')).status).toBe(400);
  });
});
