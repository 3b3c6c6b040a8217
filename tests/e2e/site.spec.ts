import { expect, test } from '@playwright/test';
import { pagePaths } from '#contract/routes.ts';
import { NAV_SCROLL_THRESHOLD_PX } from '../../src/content/constants';
import { pages } from '../../src/content/pageMeta';
import { packagePlans } from '../../src/content/plans';
import { watchConsole } from './consoleGuard';

const routes = [
  { info: pages.home, heading: /./ },
  { info: pages.services, heading: /./ },
  { info: pages.packageExamples, heading: /./ },
  { info: pages.getStarted, heading: 'Schedule a Consultation' },
  { info: pages.thankYou, heading: 'Thank You!' },
];

test.describe('every page', () => {
  for (const { info, heading } of routes) {
    test(`${info.path} has its title, description, canonical URL and content, with no console errors`, async ({ page }) => {
      const console = watchConsole(page);
      const response = await page.goto(info.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(info.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', info.description);
      if (info === pages.thankYou) {
        // Reached only by sending the form: not indexed, no canonical URL, not in the sitemap.
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
        expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(`${info.path}<`);
      } else {
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${info.path === '/' ? '/' : info.path}$`));
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      }
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', info.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
      await page.waitForLoadState('networkidle');
      console.expectClean();
    });
  }

  test('the prerendered HTML has the content without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pages.services.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const plan of packagePlans) await expect(page.getByText(plan.title).first()).toBeVisible();
    await context.close();
  });

  test('an unknown URL answers 404 with the designed not-found page', async ({ page }) => {
    const console = watchConsole(page, [/Failed to load resource: the server responded with a status of 404/]);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(pages.notFound.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
    console.expectClean();
  });
});

test.describe('navigation bar', () => {
  test(`is transparent at the top and translucent with a shadow past ${NAV_SCROLL_THRESHOLD_PX} px`, async ({ page }) => {
    await page.goto(pagePaths.services);
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, NAV_SCROLL_THRESHOLD_PX - 10);
    await page.waitForTimeout(200);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate((y) => window.scrollTo(0, y), NAV_SCROLL_THRESHOLD_PX + 20);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
  });

  test('highlights the current page', async ({ page }) => {
    await page.goto(pagePaths.services);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Package Examples' }).click();
    await expect(page).toHaveURL(/\/package-examples$/);
    await expect(nav.getByRole('link', { name: 'Package Examples' })).toHaveAttribute('aria-current', 'page');
  });

  test('scrolls to the top on every route change', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, closes on Escape, and closes when a link is chosen', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    console.expectClean();
  });
});

test.describe('package cards', () => {
  test("each 'Schedule a Consultation' links to the form with its plan preselected", async ({ page }) => {
    await page.goto(pagePaths.services);
    const links = page.getByRole('link', { name: /Schedule a Consultation/ });
    await expect(links).toHaveCount(packagePlans.length);
    for (const [index, plan] of packagePlans.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `${pagePaths.getStarted}?plan=${plan.planId}`);
    }
    await links.nth(1).click();
    await expect(page).toHaveURL(/\/get-started\?plan=standard-monthly$/);
    await expect(page.getByLabel('Service Selection')).toHaveValue('standard-monthly');
  });
});

test("the footer's copyright year is the visitor's current year, not the build's (also after a page swap)", async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-01-01T09:00:00'));
  for (const path of ['/', '/demo/one-time']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toContainText('© 2031');
  }
  await page.getByRole('contentinfo').getByRole('link').first().click();
  await expect(page.getByRole('contentinfo')).toContainText('© 2031');
});
