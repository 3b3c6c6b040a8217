import { randomBytes } from 'node:crypto';
import { expect, test, type Browser } from '@playwright/test';
import pg from 'pg';
import { expectAxeClean } from './staffSession';
import { E2E_DATABASE_URL } from './env';

// The client's review page on the PostgreSQL server (the second web server of playwright.config.ts),
// on a phone: with JavaScript (answers through supabase-js, in place) and without (form posts).
// The review is set up in the database as the studio's Reviews view stores it; the answers are
// read back from the database.

const SECTIONS = [
  ['sections-hero--default', 'Hero'],
  ['sections-pricingtable--default', 'Pricing table'],
  ['sections-faq--default', 'Questions and answers'],
] as const;

async function withDb<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/** A review with three sections and a link; the token. */
async function seedReview(): Promise<{ token: string; id: string }> {
  const token = randomBytes(32).toString('hex');
  const id = await withDb(async (c) => {
    const review = await c.query<{ id: string }>(
      `insert into public.reviews (client_name, client_email, brand, note) values ($1, $2, 'landscaping', $3) returning id`,
      ['Maria-Fernanda Castellanos-Whitfield', 'maria@castellanos-landscaping.example', 'Hi Maria! Here are the first three sections.'],
    );
    const reviewId = review.rows[0]?.id ?? '';
    for (const [i, [story, title]] of SECTIONS.entries()) {
      await c.query('insert into public.review_sections (review_id, position, story_id, title) values ($1, $2, $3, $4)', [
        reviewId,
        i,
        story,
        title,
      ]);
    }
    await c.query(`insert into public.review_links (review_id, token_hash) values ($1, sha256(convert_to($2, 'UTF8')))`, [reviewId, token]);
    return reviewId;
  });
  return { token, id };
}

const stored = (id: string) =>
  withDb(async (c) => ({
    sections: (await c.query('select title, status, comment from public.review_sections where review_id = $1 order by position', [id]))
      .rows,
    answers: (
      await c.query(
        'select count(*)::int as n from public.review_answers a join public.review_sections s on s.id = a.section_id where s.review_id = $1',
        [id],
      )
    ).rows[0]?.n,
    mails: (
      await c.query(
        'select count(*)::int as n from public.review_notifications n join public.review_answers a on a.id = n.answer_id join public.review_sections s on s.id = a.section_id where s.review_id = $1',
        [id],
      )
    ).rows[0]?.n,
  }));

const phone = (browser: Browser, javaScriptEnabled: boolean) =>
  browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled, isMobile: true, hasTouch: true });

test('the client answers on a phone, with and without JavaScript; refusals change nothing', async ({ browser, baseURL }) => {
  const { token, id } = await seedReview();
  const withJs = await phone(browser, true);
  const page = await withJs.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const response = await page.goto(`${baseURL}/review/${token}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello Maria-Fernanda Castellanos-Whitfield');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('link', { name: /studio/i })).toHaveCount(0);
  await expectAxeClean(page);

  const hero = page.getByRole('article', { name: 'Hero' });
  await hero.getByRole('button', { name: 'Approve' }).click();
  await expect(hero.getByText('Saved. Thank you!')).toBeVisible();
  await expect(hero.getByText('Approved', { exact: true })).toBeVisible();

  const pricing = page.getByRole('article', { name: 'Pricing table' });
  await pricing.getByRole('button', { name: 'Request Changes' }).click();
  await expect(pricing.getByText('Tell us what should change, then send again.')).toBeVisible();
  await pricing.getByLabel('What should change?').fill('Darker green, please — and the garden path photo.');
  await pricing.getByRole('button', { name: 'Request Changes' }).click();
  await expect(pricing.getByText('Changes requested', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 3 approved')).toBeVisible();
  // The answers went through the API, not as a page load.
  expect(requests.filter((u) => u.includes('/rest/v1/rpc/answer_review'))).toHaveLength(2);
  await withJs.close();

  const noJs = await phone(browser, false);
  const plain = await noJs.newPage();
  await plain.goto(`${baseURL}/review/${token}`);
  const faq = plain.getByRole('article', { name: 'Questions and answers' });
  const [posted] = await Promise.all([
    plain.waitForResponse((r) => r.request().method() === 'POST'),
    faq.getByRole('button', { name: 'Approve' }).click(),
  ]);
  expect(posted.status()).toBe(303);
  await expect(plain.getByText('Everything is approved', { exact: false })).toHaveCount(0); // pricing still wants changes
  await expect(plain.getByRole('article', { name: 'Questions and answers' }).getByText('Approved', { exact: true })).toBeVisible();
  await expect(plain.getByRole('article', { name: 'Questions and answers' }).getByText('Saved. Thank you!')).toBeVisible();
  await expect(plain).toHaveURL(new RegExp(`/review/${token}\\?saved=[0-9a-f-]{36}#section-`));
  // Without JavaScript a refusal comes back as the page with the reason under the section's form.
  const pricingNoJs = plain.getByRole('article', { name: 'Pricing table' });
  const [refused] = await Promise.all([
    plain.waitForResponse((r) => r.request().method() === 'POST'),
    pricingNoJs.getByRole('button', { name: 'Request Changes' }).click(),
  ]);
  expect(refused.status()).toBe(400);
  await expect(
    plain.getByRole('article', { name: 'Pricing table' }).getByText('Tell us what should change, then send again.'),
  ).toBeVisible();
  await noJs.close();

  expect(await stored(id)).toEqual({
    sections: [
      { title: 'Hero', status: 'approved', comment: null },
      { title: 'Pricing table', status: 'changes_requested', comment: 'Darker green, please — and the garden path photo.' },
      { title: 'Questions and answers', status: 'approved', comment: null },
    ],
    answers: 3,
    mails: 3,
  });
});

test('a made-up or revoked link answers the same "not available" page (404)', async ({ page, baseURL }) => {
  const { token, id } = await seedReview();
  await withDb((c) => c.query('update public.review_links set revoked_at = now() where review_id = $1', [id]));
  for (const t of [token, randomBytes(32).toString('hex'), 'not-a-token']) {
    const res = await page.goto(`${baseURL}/review/${t}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This Review Is Not Available');
    await expect(page.getByText('Maria')).toHaveCount(0);
  }
  await expectAxeClean(page);
});
