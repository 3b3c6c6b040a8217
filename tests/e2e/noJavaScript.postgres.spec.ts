import { expect, test } from '@playwright/test';
import pg from 'pg';
import { pages } from '../../src/content/pageMeta';
import { expectedRow, visitorInput } from './consultationForm';
import { E2E_DATABASE_URL } from './env';
import { watchUrlsFor } from './formPost';

// The form without JavaScript against the PostgreSQL server of playwright.config.ts; the rows are
// read straight from PostgreSQL while it runs.
test.use({ javaScriptEnabled: false });

async function rows(email: string) {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    const sql =
      'select name, email, phone, business_name, service, store_integration, message, status from public.submissions where email = $1';
    return (await client.query(sql, [email])).rows;
  } finally {
    await client.end();
  }
}

test('on PostgreSQL, a request without JavaScript is stored exactly; an invalid one comes back (422) and stores nothing', async ({
  page,
}) => {
  const input = { ...visitorInput('nojspg'), message: `Two lines:\nsecond ${Date.now()}` };
  const urls = watchUrlsFor(page, input);
  await page.goto(pages.getStarted.path);
  await page.getByLabel('Full Name').fill(input.name);
  await page.getByLabel('Email Address').fill(input.email);
  await page.getByLabel('Phone Number').fill(input.phone);
  await page.getByLabel('Business/Website Name').fill(input.businessName);
  await page.getByLabel('Service Selection').selectOption({ label: 'One-Time Website Design' });
  await page.getByLabel('Do you want E-Commerce integration?').check();
  const invalid = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Send Request' }).click(),
  ]);
  expect(invalid[0].status()).toBe(422);
  await expect(page.getByText('Please tell us a little about your project.')).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveValue(input.email);
  expect(await rows(input.email)).toEqual([]);

  await page.getByLabel('Message / Project Details').fill(input.message);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page).toHaveURL(new RegExp(`${pages.thankYou.path}$`));
  urls.expectNone();
  expect(await rows(input.email)).toEqual([expectedRow(input, 'one-time')]);
});
