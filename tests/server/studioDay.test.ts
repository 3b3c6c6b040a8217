/**
 * A check for the class, not the case (issue 42): an ordinary studio day, played through /auth/v1
 * and /rest/v1 with the studio's own query modules (src/features/inbox, src/features/reviews) on
 * a server with every production default, from one office address, must never meet a 429.
 *
 * The day, compressed into a minute or two (every budget's window is a minute or more, so this is
 * harsher than the same work spread over an hour): two staff members sign in with password and a
 * code and refresh their sessions; one makes 20 reviews of 10 sections, reads each back, issues 5
 * new links, reopens 10 sections and closes 5 reviews; the other opens the inbox 50 times, opens
 * 100 leads (detail, history, marked read), makes 200 status changes and writes 50 notes, and
 * exports the CSV. Then a visitor on the same office address sends the form as often as its budget
 * allows (RATE_LIMIT_MAX): the staff's work spent none of it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_STATUS } from '../../contract/apiError.ts';
import type { LeadStatus } from '../../contract/leads.ts';
import * as inbox from '../../src/features/inbox/data/queries.ts';
import * as reviews from '../../src/features/reviews/queries.ts';
import { authClient, createStaffUser, enrollTotp, verifyTotp } from './helpers/auth.ts';
import { client, startTestServer, type TestServer } from './helpers/server.ts';

let s: TestServer;
const statuses = new Map<string, number[]>();

/** fetch that records every answer's status by method and API path. */
const recording: typeof fetch = async (input, init) => {
  const res = await fetch(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input));
  const key = `${init?.method ?? 'GET'} ${url.pathname}`;
  statuses.set(key, [...(statuses.get(key) ?? []), res.status]);
  return res;
};

async function staffMember(email: string): Promise<SupabaseClient> {
  const user = await createStaffUser(s, { email });
  const c = authClient(s, { fetch: recording });
  expect((await c.auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();
  const { factorId, secret } = await enrollTotp(c);
  await verifyTotp(c, factorId, secret);
  expect((await c.auth.refreshSession()).error).toBeNull();
  return c;
}

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

const sections = Array.from({ length: 10 }, (_, i) => ({ story_id: 'sections-hero--default', title: `Section ${i + 1}` }));
const ok = <T>(r: { ok: true; data: T } | { ok: false; message: string }): T => {
  if (!r.ok) throw new Error(r.message);
  return r.data;
};

async function reviewsDay(c: SupabaseClient): Promise<void> {
  const ids: string[] = [];
  for (let i = 0; i < 20; i++) {
    const made = ok(
      await reviews.createReview(
        c,
        {
          client_name: `Castellanos-Whitfield Landscaping & Garden Design ${i + 1}`,
          client_email: `maria.fernanda.castellanos-whitfield+${i}@castellanos-landscaping.example`,
          brand: 'landscaping',
          note: 'Here are the sections we changed after our call on Tuesday.',
          expires_at: new Date(Date.now() + 14 * 86_400_000).toISOString(),
          sections,
        },
        false,
      ),
    );
    ids.push(made.id);
    ok(await reviews.listReviews(c));
    ok(await reviews.getReview(c, made.id));
    ok(await reviews.listSections(c, [made.id]));
    ok(await reviews.listLinks(c, made.id));
  }
  for (const id of ids.slice(0, 5)) ok(await reviews.issueLink(c, id, false));
  const some = ok(await reviews.listSections(c, ids.slice(5, 10)));
  for (const section of some.slice(0, 10)) ok(await reviews.reopenSection(c, section.id));
  for (const id of ids.slice(15)) ok(await reviews.closeReview(c, id));
}

async function inboxDay(c: SupabaseClient, leads: string[]): Promise<void> {
  const must = <T extends { error: unknown }>(r: T): T => {
    expect(r.error).toBeNull();
    return r;
  };
  for (let i = 0; i < 50; i++) {
    must(await inbox.listLeads(c, {}));
    must(await inbox.leadCounts(c));
    must(await inbox.countUnread(c, {}));
  }
  const path: LeadStatus[] = ['contacted', 'qualified'];
  for (const id of leads) {
    must(await inbox.getLead(c, id));
    must(await inbox.leadHistory(c, id));
    must(await inbox.markRead(c, id));
    for (const status of path) must(await inbox.updateLead(c, id, { status }));
  }
  for (const id of leads.slice(0, 50))
    must(await inbox.updateLead(c, id, { notes: 'Called back on Tuesday; sending a quote for the standard package.' }));
  for (let batch = 0; ; batch++) {
    const rows = must(await inbox.exportLeads(c, {}, batch)).data ?? [];
    if (rows.length < inbox.EXPORT_BATCH) break;
  }
}

describe('an ordinary studio day on the defaults', () => {
  it('meets no 429 anywhere', async () => {
    const leads = await s.sql<{ id: string }>(
      `insert into public.submissions (name, email, service, message)
       select 'Visitor ' || g, 'visitor' || g || '@example.com', 'custom', 'Looking for a new site.' from generate_series(1, 100) g
       returning id`,
    );
    const [reviewer, inboxStaff] = await Promise.all([staffMember('reviews@studio.example'), staffMember('inbox@studio.example')]);
    await Promise.all([
      reviewsDay(reviewer),
      inboxDay(
        inboxStaff,
        leads.map((l) => l.id),
      ),
    ]);

    const limited = [...statuses].filter(([, list]) => list.includes(RATE_LIMIT_STATUS)).map(([key]) => key);
    expect(limited).toEqual([]);
    const calls = [...statuses.values()].reduce((n, list) => n + list.length, 0);
    expect(calls).toBeGreaterThan(800);
    expect(await s.sql('select 1 from public.review_sections')).toHaveLength(200);

    const visitor = client(s.url, s.anonKey);
    for (let i = 0; i < s.options.rateLimit.max; i++) {
      const sent = await visitor
        .from('submissions')
        .insert({ name: 'Office visitor', email: `office${i}@example.com`, service: 'custom', message: 'Hello!' });
      expect(sent.status).toBe(201);
    }
  });
});
