import { expect, test } from '@playwright/test';
import pg from 'pg';
import { pagePaths } from '#contract/routes.ts';
import { watchConsole } from './consoleGuard';
import { expectSuccessDialogAndReset, expectedRow, fillConsultationForm, visitorInput } from './consultationForm';
import { E2E_DATABASE_URL } from './env';

// Runs against the second web server of playwright.config.ts: the same site on PostgreSQL.
test('a request sent on the PostgreSQL backend is stored exactly as typed, with status new', async ({ page }) => {
  const console = watchConsole(page);
  const input = visitorInput('postgres');
  await page.goto(`${pagePaths.getStarted}?plan=one-time`);
  await expect(page.getByLabel('Service Selection')).toHaveValue('one-time');
  await fillConsultationForm(page, input, 'Standard Monthly Package');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expectSuccessDialogAndReset(page);
  console.expectClean();

  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select name, email, phone, business_name, service, store_integration, message, status from public.submissions where email = $1',
      [input.email],
    );
    expect(rows).toEqual([expectedRow(input, 'standard-monthly')]);
  } finally {
    await client.end();
  }
});
