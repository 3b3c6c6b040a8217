import { expect } from '@playwright/test';
import { coffeeCopy, coffeePaths } from '../../src/demos/coffee/content';
import { landscapingCopy, landscapingPaths } from '../../src/demos/landscaping/content';
import { pages } from '../../src/content/pageMeta';
import { expectedRow, visitorInput } from './consultationForm';
import { test } from './dataDirs';
import { countStoredRows, readStoredRows, watchUrlsFor } from './formPost';
import { startServer } from './serverProcess';

// The consultation form with JavaScript disabled: the browser posts it to the server's handler
// (server/form). Each test runs its own production server on a fresh DATA_DIR (its own embedded PostgreSQL) and reads
// the stored rows after stopping it.
test.use({ javaScriptEnabled: false });

test('without JavaScript a request is posted, answered with the thank-you page and stored exactly', async ({ page, newDataDir }) => {
  const dataDir = await newDataDir('studio-nojs');
  const server = await startServer({ PORT: '0', DATA_DIR: dataDir });
  const input = { ...visitorInput('nojs'), message: `Line one\nLine two, café ☕ $& $' ${Date.now()}` };
  const urls = watchUrlsFor(page, input);
  try {
    await page.goto(`${server.url}${pages.getStarted.path}?plan=advanced-monthly`);
    await page.getByLabel('Full Name').fill(input.name);
    await page.getByLabel('Email Address').fill(input.email);
    await page.getByLabel('Phone Number').fill(input.phone);
    await page.getByLabel('Business/Website Name').fill(input.businessName);
    await page.getByLabel('Service Selection').selectOption({ label: 'Custom Project' });
    await page.getByLabel('Do you want E-Commerce integration?').check();
    await page.getByLabel('Message / Project Details').fill(input.message);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send Request' }).click(),
    ]);
    expect(response.status()).toBe(303);
    expect(response.headers()['location']).toBe(pages.thankYou.path);
    await expect(page).toHaveURL(`${server.url}${pages.thankYou.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
    urls.expectNone();
  } finally {
    await server.stop();
  }
  expect(await readStoredRows(dataDir, input.email)).toEqual([expectedRow(input, 'custom')]);
});

test('an invalid request without JavaScript comes back as the form (422) with the messages and the values; nothing is stored', async ({
  page,
  newDataDir,
}) => {
  const dataDir = await newDataDir('studio-nojs');
  const server = await startServer({ PORT: '0', DATA_DIR: dataDir });
  const input = visitorInput('nojsinvalid');
  const badEmail = `${input.email.split('@')[0]}@example`; // the browser's own type=email check accepts it
  const urls = watchUrlsFor(page, { ...input, email: badEmail });
  try {
    await page.goto(`${server.url}${pages.getStarted.path}`);
    await page.getByLabel('Full Name').fill(input.name);
    await page.getByLabel('Email Address').fill(badEmail);
    await page.getByLabel('Phone Number').fill('call me');
    await page.getByLabel('Service Selection').selectOption({ label: 'Standard Monthly Package' });
    await page.getByLabel('Do you want E-Commerce integration?').check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send Request' }).click(),
    ]);
    expect(response.status()).toBe(422);
    await expect(page).toHaveURL(`${server.url}${pages.getStarted.path}`);
    await expect(page).toHaveTitle(pages.getStarted.title);
    await expect(page.getByRole('alert')).toContainText('Please Check Your Request');
    await expect(page.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible();
    // Any text is a phone number (the spec gives it no format): 'call me' is kept, not flagged.
    await expect(page.getByLabel('Phone Number')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please tell us a little about your project.')).toBeVisible();
    await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Full Name')).toHaveValue(input.name);
    await expect(page.getByLabel('Email Address')).toHaveValue(badEmail);
    await expect(page.getByLabel('Phone Number')).toHaveValue('call me');
    await expect(page.getByLabel('Service Selection')).toHaveValue('standard-monthly');
    await expect(page.getByLabel('Do you want E-Commerce integration?')).toBeChecked();

    // Corrected on the page the server sent back, the same request goes through.
    await page.getByLabel('Email Address').fill(input.email);
    await page.getByLabel('Phone Number').fill(input.phone);
    await page.getByLabel('Business/Website Name').fill(input.businessName);
    await page.getByLabel('Message / Project Details').fill(input.message);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(`${server.url}${pages.thankYou.path}`);
    urls.expectNone();
  } finally {
    await server.stop();
  }
  expect(await countStoredRows(dataDir)).toBe(1);
  expect(await readStoredRows(dataDir, input.email)).toEqual([expectedRow(input, 'standard-monthly')]);
});

test('without JavaScript the phone-size header offers a menu link that leads to the footer navigation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(pages.services.path);
  await page.getByRole('link', { name: 'Menu: site links' }).click();
  await expect(page).toHaveURL(/#footer-quick-links$/);
  const footerNav = page.getByRole('navigation', { name: 'Quick Links' });
  await expect(footerNav.getByRole('link', { name: 'Get Started' })).toBeInViewport();
});

test('without JavaScript the sticky header turns solid once the page is scrolled, so the logo never sits on text', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(pages.services.path);
  const header = page.locator('header').first();
  const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background()).toBe('rgba(0, 0, 0, 0)');
  await page.mouse.wheel(0, 600);
  await expect.poll(background).toBe('rgba(255, 255, 255, 0.86)');
});

for (const demo of [
  { path: coffeePaths.contact, form: coffeeCopy.form, clears: false },
  { path: landscapingPaths.contact, form: landscapingCopy.form, clears: true },
]) {
  test(`without JavaScript ${demo.path} posts its form (nothing in a URL) and answers with the confirmation, storing nothing`, async ({
    page,
  }) => {
    const input = { name: `Ada Lovelace nojs-${Date.now()}`, email: `ada-${Date.now()}@example.com`, message: `Hello ${Date.now()}` };
    const urls = watchUrlsFor(page, input);
    await page.goto(demo.path);
    const form = page.getByRole('form', { name: demo.form.label });
    await expect(form).toHaveAttribute('method', 'post');
    // Sent empty first: the page comes back (422) with each required field's message.
    const [invalid] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.getByRole('button', { name: demo.form.submit }).click(),
    ]);
    expect(invalid.status()).toBe(422);
    await expect(form.locator('[aria-invalid="true"]')).not.toHaveCount(0);
    await expect(page.getByText(demo.form.toast.title)).toHaveCount(0);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(input.name);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(input.email);
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill(input.message);
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.getByRole('button', { name: demo.form.submit }).click(),
    ]);
    expect([sent.status(), sent.request().postData()?.includes('email=ada-')]).toEqual([200, true]);
    await expect(page).toHaveURL(new RegExp(`${demo.path}$`));
    await expect(page.getByText(demo.form.toast.title)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(demo.clears ? '' : input.name);
    urls.expectNone();
  });
}
