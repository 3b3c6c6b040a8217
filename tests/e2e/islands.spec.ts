import { expect, test, type Page } from '@playwright/test';
import { pagePaths } from '#contract/routes.ts';
import { pages } from '../../src/content/pageMeta';
import { WARM_MODULES_META } from '../../src/islands/ids';
import { watchConsole } from './consoleGuard';

// Prerendered pages run one small script: only their islands hydrate, each when it is needed,
// and same-site links swap pages without a document load.

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);

/** Puts a link to `href` at the top of <main> and clicks it from a script (the fixed header covers that spot). */
async function followInjectedLink(page: Page, href: string) {
  await page.evaluate((to) => {
    const link = document.createElement('a');
    link.href = to;
    link.textContent = 'Injected link';
    link.id = 'injected-link';
    document.querySelector('main')?.prepend(link);
  }, href);
  await page.locator('#injected-link').evaluate((link: HTMLAnchorElement) => link.click());
}

test('a page that is only read runs one small script; its header hydrates once the visitor scrolls', async ({ page, request }) => {
  const html = await (await request.get(pages.home.path)).text();
  expect(html.match(/<script type="module"[^>]*src=/g)).toHaveLength(1);
  expect(html).not.toContain('modulepreload');
  const console = watchConsole(page);
  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
  await page.goto(pages.home.path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  expect(scripts.filter((url) => url.startsWith('/assets/'))).toHaveLength(1);
  await page.mouse.wheel(0, 400);
  await expect(island(page, 'navBar')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  console.expectClean();
});

test('a tap on the menu button before the header hydrated shows it is held, and opens the menu once it has', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/NavBar-/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(pages.services.path, { waitUntil: 'load' });
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(island(page, 'navBar')).not.toHaveAttribute('data-hydrated');
  // Held, and it shows at once: on a slow phone hydration can take seconds.
  await expect(toggle).toHaveAttribute('aria-busy', 'true');
  await expect(toggle).toHaveCSS('opacity', '0.65');
  release();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(close).not.toHaveAttribute('aria-busy');
  await expect(close).not.toHaveAttribute('data-held');
  await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Home' })).toBeVisible();
});

test('a link swaps the page: no document load, active link, focus on the new heading, title announced, islands hydrate', async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto(pages.home.path, { waitUntil: 'networkidle' });
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('banner').getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(pages.services.title);
  await expect(page.locator('[data-route-announcer]')).toHaveText(pages.services.title);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/services$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The form page's islands hydrate after a swap too: the first click on Send Request (held
  // until React is in charge) validates in the page and sends nothing.
  await page.getByRole('banner').getByRole('link', { name: 'Get Started', exact: true }).click();
  await expect(page).toHaveURL(/\/get-started$/);
  await expect(island(page, 'consultationForm')).not.toHaveAttribute('data-hydrated');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(island(page, 'consultationForm')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('input[name="name"]')).toHaveAttribute('aria-invalid', 'true');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  console.expectClean();
});

test('?plan= links keep their query through the swap and preselect the package', async ({ page }) => {
  await page.goto(pages.services.path, { waitUntil: 'networkidle' });
  await page
    .getByRole('link', { name: /Schedule a Consultation/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/get-started\?plan=/);
  await expect(page.locator('select[name="service"]')).not.toHaveValue('');
});

test('the studio is its own app: a link to it loads the document', async ({ page }) => {
  await page.goto(pages.home.path, { waitUntil: 'networkidle' });
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await followInjectedLink(page, pagePaths.studio);
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
});

test('a swap to an unknown page shows the not-found page; back returns', async ({ page }) => {
  await page.goto('/demo/advanced/shop', { waitUntil: 'networkidle' });
  await followInjectedLink(page, '/demo/advanced/shop/no-such-product');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found');
  await page.goBack();
  await expect(page).toHaveURL(/\/demo\/advanced\/shop$/);
});

test("a form page warms its form's modules only once its first paint is on screen", async ({ page }) => {
  await page.goto(pagePaths.getStarted);
  // Every module of the island-modules list fetched (warmed after load, once the browser is idle).
  const timings = await page.waitForFunction((meta) => {
    const list = document.querySelector(`meta[name="${meta}"]`)?.getAttribute('content')?.split(' ').filter(Boolean) ?? [];
    const fetched = performance.getEntriesByType('resource').filter((entry) => list.includes(new URL(entry.name).pathname));
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    if (!list.length || fetched.length < list.length || !paint) return null;
    return { paint: paint.startTime, firstWarm: Math.min(...fetched.map((entry) => entry.startTime)) };
  }, WARM_MODULES_META);
  const { paint, firstWarm } = (await timings.jsonValue())!;
  expect(firstWarm).toBeGreaterThanOrEqual(paint);
});
