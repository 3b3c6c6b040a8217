import { expect } from '@playwright/test';
import { pagePaths } from '#contract/routes.ts';
import { pages } from '../../src/content/pageMeta';
import { WARM_MODULES_META } from '../../src/islands/ids';
import { watchConsole } from './consoleGuard';
import { expectSuccessDialogAndReset, expectedRow, fillConsultationForm, visitorInput } from './consultationForm';
import { test } from './dataDirs';
import { readStoredRows as readRows } from './formPost';
import { startServer } from './serverProcess';

// These tests run their own server processes on the embedded database so they can stop and
// restart the backend and then read the data directory directly.
const PORT = '4320';

test('a visitor sends a request: dialog, cleared form, and the exact row stored in the embedded database', async ({ page, newDataDir }) => {
  const dataDir = await newDataDir('studio-e2e');
  const server = await startServer({ PORT, DATA_DIR: dataDir });
  const console = watchConsole(page);
  const input = visitorInput('embedded');
  try {
    await page.goto(`${server.url}${pagePaths.getStarted}?plan=advanced-monthly`);
    await expect(page).toHaveTitle(pages.getStarted.title);
    await expect(page.getByLabel('Service Selection')).toHaveValue('advanced-monthly');
    await fillConsultationForm(page, input);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expectSuccessDialogAndReset(page);
    console.expectClean();
  } finally {
    await server.stop();
  }
  expect(await readRows(dataDir, input.email)).toEqual([expectedRow(input, 'advanced-monthly')]);
});

test('with the backend stopped the failure toast appears and the input is kept; after a restart the same request succeeds', async ({
  page,
  newDataDir,
}) => {
  const dataDir = await newDataDir('studio-e2e');
  let server = await startServer({ PORT, DATA_DIR: dataDir });
  const console = watchConsole(page, [/\[consultation\] submission failed/, /Failed to load resource/, /Failed to fetch/]);
  const input = visitorInput('restart');
  await page.goto(`${server.url}${pagePaths.getStarted}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page has loaded and fetched the modules its form hydrates with (the island-modules list, warmed
  // after load): then the backend goes away. Not 'networkidle': on busy cores the warming started more
  // than 500 ms after the last request, the form could not hydrate with the server gone, and the click
  // posted it natively to the stopped server ("This site can't be reached").
  await page.waitForFunction((meta) => {
    const list = document.querySelector(`meta[name="${meta}"]`)?.getAttribute('content')?.split(' ').filter(Boolean) ?? [];
    const fetched = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    return list.length > 0 && list.every((href) => fetched.has(href));
  }, WARM_MODULES_META);
  await server.stop();

  await fillConsultationForm(page, input, 'Custom Project');
  await page.getByRole('button', { name: 'Send Request' }).click();
  const notifications = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(notifications.getByText('Submission Failed')).toBeVisible();
  await expect(notifications.getByText('Something went wrong. Please try again.')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByLabel('Full Name')).toHaveValue(input.name);
  await expect(page.getByLabel('Message / Project Details')).toHaveValue(input.message);
  await expect(page.getByRole('button', { name: 'Send Request' })).toBeEnabled();

  server = await startServer({ PORT, DATA_DIR: dataDir });
  try {
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expectSuccessDialogAndReset(page);
  } finally {
    await server.stop();
  }
  expect(await readRows(dataDir, input.email)).toEqual([expectedRow(input, 'custom')]);
  expect(console.problems.filter((p) => !p.includes('consultation'))).toEqual([]);
});
