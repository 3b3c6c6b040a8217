/**
 * The published Storybook as a designer opens it: served by `npm start` under /storybook/ (a
 * sub-path, as on most static hosts), with every request outside this server refused, so it must
 * work offline. A consultation form story runs its play function against MSW, whose worker has to
 * come from the sub-path too.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './consoleGuard';

const BASE = '/storybook/';

/** Refuses every request that leaves this server and records it. */
async function offline(page: Page) {
  const outside: string[] = [];
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    outside.push(url.href);
    return route.abort('internetdisconnected');
  });
  return outside;
}

type Phase = string | undefined;

/** Opens one story in the preview iframe and waits for its render, play function and checks to end. */
async function runStory(page: Page, id: string): Promise<Phase> {
  await page.goto(`${BASE}iframe.html?id=${id}&viewMode=story`);
  const phase = page.evaluate(
    () =>
      new Promise<Phase>((resolve) => {
        const read = () =>
          (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender
            ?.phase;
        const timer = setInterval(() => {
          const current = read();
          if (current === 'finished' || current === 'errored' || current === 'aborted') {
            clearInterval(timer);
            resolve(current);
          }
        }, 50);
      }),
  );
  return phase;
}

test.describe('published Storybook under a sub-path, offline', () => {
  test('/storybook redirects to the slash form and the manager lists the workspace', async ({ page }) => {
    const outside = await offline(page);
    const console = watchConsole(page);
    const response = await page.goto('/storybook');
    expect(new URL(page.url()).pathname).toBe(BASE);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    await expect(page.getByRole('link', { name: /Introduction/ }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#storybook-preview-iframe')).toBeVisible();
    expect(outside).toEqual([]);
    console.expectClean();
  });

  // Whether each story's play function passes is the storybook project's check (Vitest, every
  // story); here one story that needs MSW shows that the published build's worker comes from the
  // sub-path and answers offline.
  test('a consultation form story sends through MSW, whose worker is registered from the sub-path', async ({ page }) => {
    const outside = await offline(page);
    const console = watchConsole(page);
    const phase = await runStory(page, 'features-consultation-consultationform--success-dialog');
    expect(phase, 'story render phase').toBe('finished');
    // MSW answered (the play function waits for the success dialog) and controls the preview.
    const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
    expect(new URL(worker).pathname).toBe(`${BASE}mockServiceWorker.js`);
    expect(outside).toEqual([]);
    console.expectClean();
  });

  for (const id of ['introduction--docs', 'guides-consultation-form--docs', 'guides-toasts--docs']) {
    test(`docs page "${id}" renders its markdown tables as tables, not as pipes`, async ({ page }) => {
      await page.goto(`${BASE}iframe.html?id=${id}&viewMode=docs`);
      const docs = page.locator('.sbdocs-content');
      await expect(docs.locator('table').first()).toBeVisible({ timeout: 30_000 });
      await expect(docs.locator('table th').first()).not.toBeEmpty();
      expect(await docs.innerText()).not.toMatch(/\|\s*---\s*\|/);
    });
  }

  // Stories never share auth or storage state, whatever order or tabs they run in: a story in one
  // tab keeps its own state while the auth and studio stories (which reset, sign in and sign out
  // in their own tab) run in another, in three different orders.
  const authStories = [
    'features-studio--signed-out-in-another-tab',
    'features-studio--sign-out',
    'lib-auth--initial-session',
    'features-studio--signed-in',
  ];
  const orders = [authStories, [...authStories].reverse(), [...authStories.slice(2), ...authStories.slice(0, 2)]];
  for (const [n, order] of orders.entries()) {
    test(`an inbox story keeps its own state while auth and studio stories run in another tab (order ${n + 1})`, async ({
      page,
      context,
    }) => {
      await offline(page);
      expect(await runStory(page, 'features-inbox--list')).toBe('finished');
      const other = await context.newPage();
      for (const id of order) expect(await runStory(other, id), id).toBe('finished');
      await page.waitForTimeout(500);
      await expect(page.getByText(/signed out in another window/i)).toHaveCount(0);
      await expect(page.getByRole('table')).toBeVisible();
      await other.close();
    });
  }

  test('the site keeps its strict CSP outside the Storybook', async ({ request }) => {
    const site = await request.get('/');
    expect(site.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(site.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    const sb = await request.get(`${BASE}iframe.html`);
    expect(sb.status()).toBe(200);
    expect(sb.headers()['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('the Storybook (sample leads, staff screens) is kept out of search engines', async ({ request }) => {
    for (const file of ['', 'iframe.html', 'index.json'])
      expect((await request.get(`${BASE}${file}`)).headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect((await request.get('/')).headers()['x-robots-tag']).toBeUndefined();
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /storybook/');
    expect(robots).toContain('Disallow: /studio');
  });
});
