import { expect, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { pagePaths } from '#contract/routes.ts';
import { studioCopy } from '../../src/content/studioCopy';
import { watchConsole } from './consoleGuard';
import { test } from './dataDirs';
import { capture, expectAxeClean, freshCode } from './staffSession';
import { startServer } from './serverProcess';

// The studio against the real server on the embedded database: staff added by the CLI, then
// password, TOTP enrollment (codes computed from the secret the page shows), sign-out, and a
// later sign-in through the challenge.
const PORT = '4341';
const ROOT = path.resolve(import.meta.dirname, '../..');
const EMAIL = 'studio.e2e@lumenwebstudio.com';
const PASSWORD = 'a long e2e staff password';
const run = promisify(execFile);

async function signIn(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: studioCopy.signIn.title })).toBeFocused();
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: studioCopy.signIn.submit }).click();
}

async function enterCode(page: Page, value: string, submit: string) {
  const input = page.getByRole('textbox', { name: /6-digit code/ });
  await input.fill(value);
  await input.press('Enter');
  return { input, submit };
}

test('staff added by the CLI signs in, enrolls TOTP, signs out and signs back in through the challenge', async ({
  page,
  newDataDir,
}, info) => {
  test.setTimeout(120_000);
  const dataDir = await newDataDir('studio-e2e');
  const server = await startServer({ PORT, DATA_DIR: dataDir });
  const console = watchConsole(page, [/Failed to load resource/]);
  try {
    await run('npm', ['run', 'staff:add', '--', '--email', EMAIL], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, STAFF_PASSWORD: PASSWORD },
    });

    // The shell: never indexed, nothing of the studio in the HTML.
    const html = await (await page.request.get(`${server.url}${pagePaths.studio}`)).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<div id="root"><\/div>/);
    expect(await (await page.request.get(`${server.url}/sitemap.xml`)).text()).not.toContain(pagePaths.studio);

    await page.goto(`${server.url}${pagePaths.studio}`);
    await expect(page).toHaveTitle(/Studio Sign-In/);
    await expect(page.getByRole('heading', { level: 1, name: studioCopy.signIn.title })).toBeFocused();
    await capture(page, info, '1-sign-in');
    await expectAxeClean(page);
    await signIn(page);

    // First sign-in: enrollment with the QR code and the setup key.
    await expect(page.getByRole('heading', { level: 1, name: studioCopy.enroll.title })).toBeVisible();
    const qr = page.getByRole('img', { name: studioCopy.enroll.qrAlt });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = (await page.getByLabel('Setup key').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await page.getByText(studioCopy.landing.title).count()).toBe(0);
    await capture(page, info, '2-enroll');
    await expectAxeClean(page);

    // A wrong code: the error, focus back in the field, and a retry that works.
    const used = new Set<number>();
    const good = await freshCode(secret, used);
    const wrong = good === '000000' ? '111111' : '000000';
    const { input } = await enterCode(page, wrong, studioCopy.enroll.submit);
    await expect(page.getByText(studioCopy.code.wrong)).toBeVisible();
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await capture(page, info, '3-wrong-code');
    await expectAxeClean(page);
    await enterCode(page, good, studioCopy.enroll.submit);

    await expect(page.getByRole('heading', { level: 1, name: studioCopy.landing.title })).toBeVisible();
    await expect(page.getByText(EMAIL)).toBeVisible();
    await expect(page.getByText(studioCopy.landing.verifiedNow)).toBeVisible();
    await capture(page, info, '4-landing');
    await expectAxeClean(page);

    // A reload keeps the session (persisted) and lands straight in the studio.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: studioCopy.landing.title })).toBeVisible();

    await page.getByRole('button', { name: studioCopy.landing.signOut }).click();
    await expect(page.getByRole('heading', { level: 1, name: studioCopy.signIn.title })).toBeVisible();
    await expect(page.getByText(studioCopy.signIn.signedOutElsewhere)).toHaveCount(0);

    // Later sign-in: the challenge, not a new enrollment.
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: studioCopy.challenge.title })).toBeVisible();
    await expect(page.getByRole('img')).toHaveCount(0);
    await capture(page, info, '5-challenge');
    await expectAxeClean(page);
    await enterCode(page, await freshCode(secret, used), studioCopy.challenge.submit);
    await expect(page.getByRole('heading', { level: 1, name: studioCopy.landing.title })).toBeVisible();
    await expect(page.getByText(EMAIL)).toBeVisible();
    console.expectClean();
  } finally {
    await server.stop();
  }
});

test('the keyboard alone gets through sign-in', async ({ page, newDataDir }) => {
  test.setTimeout(90_000);
  const dataDir = await newDataDir('studio-e2e');
  const server = await startServer({ PORT, DATA_DIR: dataDir });
  try {
    await page.goto(`${server.url}${pagePaths.studio}`);
    await expect(page.getByRole('heading', { level: 1, name: studioCopy.signIn.title })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.type(EMAIL);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type('not the password');
    await page.keyboard.press('Enter');
    const notifications = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(notifications.getByText('Sign In Failed')).toBeVisible();
    await expect(notifications.getByText('Invalid login credentials')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeFocused();
  } finally {
    await server.stop();
  }
});
