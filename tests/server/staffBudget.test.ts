/**
 * Staff writes spend budgets of their own, never the form's (server/rest/spender.ts), on a server
 * with every production default (issue 42): on one address, staff at aal2 make a 50-section review
 * (src/features/reviews/queries.ts's createReview, one create_review call)
 * and call functions past the anonymous function budget, and a visitor from that same address can
 * still send the form and open a review link.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../server/config/options.ts';
import { createReview } from '../../src/features/reviews/queries.ts';
import { aal2Client } from './helpers/auth.ts';
import { client, startTestServer, type TestServer } from './helpers/server.ts';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

const lead = { name: 'Walk-in visitor', email: 'visitor@example.com', service: 'custom', message: 'Same office network as the studio.' };

/** A review row alone, inserted through /rest/v1 as staff: its id. */
async function bareReview(staff: SupabaseClient): Promise<string> {
  const review = await staff
    .from('reviews')
    .insert({ client_name: 'Budget Test Bakery', client_email: 'owner@budget-test.example', brand: 'coffee' })
    .select('id')
    .single();
  expect(review.error).toBeNull();
  return (review.data as { id: string }).id;
}

describe('staff writes and the form budget, on the defaults', () => {
  it('the test server keeps the production defaults of the form budget', () => {
    expect(s.options.rateLimit).toEqual(DEFAULTS.rateLimit);
    expect(s.options.readRateLimit).toEqual(DEFAULTS.readRateLimit);
  });

  it('staff make a 50-section review as the studio does, and a visitor from the same address still sends the form', async () => {
    const { client: staff } = await aal2Client(s);
    const made = await createReview(
      staff,
      {
        client_name: 'Castellanos-Whitfield Landscaping & Garden Design',
        client_email: 'maria.fernanda.castellanos-whitfield@castellanos-landscaping.example',
        brand: 'landscaping',
        note: 'Every section of the new site, for your sign-off.',
        expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        sections: Array.from({ length: 50 }, (_, i) => ({ story_id: 'sections-hero--default', title: `Section ${i + 1}` })),
      },
      false,
    );
    expect(made.ok && made.data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(await s.sql('select 1 from public.review_sections')).toHaveLength(50);

    const visitor = client(s.url, s.anonKey);
    for (let i = 0; i < DEFAULTS.rateLimit.max; i++) {
      expect((await visitor.from('submissions').insert({ ...lead, email: `visitor${i}@example.com` })).status).toBe(201);
    }
    // The visitor's own budget still holds.
    expect((await visitor.from('submissions').insert(lead)).status).toBe(429);
  });

  it("a staff insert of 50 rows through /rest/v1 spends the staff member's budget, not the address's", async () => {
    const { client: staff } = await aal2Client(s);
    const id = await bareReview(staff);
    const sections = Array.from({ length: 50 }, (_, position) => ({
      review_id: id,
      position,
      story_id: 'sections-hero--default',
      title: `Section ${position + 1}`,
    }));
    const added = await staff.from('review_sections').insert(sections);
    expect([added.status, added.error]).toEqual([201, null]);
  });

  it("staff function calls past the address's function budget leave a visitor's review link working", async () => {
    const { client: staff } = await aal2Client(s);
    const id = await bareReview(staff);
    let token = '';
    // 125 calls: more than the 120 per 10 minutes an address may make.
    for (let i = 0; i < 125; i++) {
      const link = await staff.rpc('issue_review_link', { review: id });
      expect(link.error).toBeNull();
      token = link.data as string;
    }
    const seen = await client(s.url, s.anonKey).rpc('review_by_token', { token });
    expect([seen.status, seen.error]).toEqual([200, null]);
  });
});
