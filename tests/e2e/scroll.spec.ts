import { expect, test, type Page } from '@playwright/test';
import { pages } from '../../src/content/pageMeta';
import { slowCpu } from './cpu';

// A route change shows the new page from its top in its very first frame; back and forward
// return to where the visitor was, without a frame at the top in between.

type Frame = { heading: string | undefined; y: number };

/** Records, in every animation frame (just before it is painted), the page's h1 and scroll position. */
async function recordFrames(page: Page): Promise<() => Promise<Frame[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { scrollFrames: Frame[] };
    w.scrollFrames = [];
    const tick = () => {
      w.scrollFrames.push({ heading: document.querySelector('h1')?.textContent ?? undefined, y: Math.round(scrollY) });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return () => page.evaluate(() => (window as unknown as { scrollFrames: Frame[] }).scrollFrames);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(y);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

for (const cpu of [1, 4]) {
  test(`${cpu}× CPU: a link paints the new page at the top in its first frame; back and forward restore the positions`, async ({
    page,
  }) => {
    if (cpu > 1) await slowCpu(page, cpu);
    await page.goto(pages.services.path, { waitUntil: 'networkidle' });
    const services = (await heading(page).textContent()) ?? '';
    await scrollTo(page, 1200);
    let frames = await recordFrames(page);

    // The header stays on screen, so clicking its link does not scroll the page first.
    await page.getByRole('banner').getByRole('link', { name: 'Get Started', exact: true }).click();
    await expect(heading(page)).toHaveText('Schedule a Consultation');
    await page.waitForTimeout(200);
    let seen = await frames();
    const first = seen.findIndex((f) => f.heading === 'Schedule a Consultation');
    expect(first, 'frames before the new page').toBeGreaterThan(0);
    expect(
      seen.slice(first).filter((f) => f.y !== 0),
      'new page frames not at the top',
    ).toEqual([]);
    expect(
      seen.slice(0, first).filter((f) => f.y !== 1200),
      'old page frames that moved',
    ).toEqual([]);

    await scrollTo(page, 400);
    frames = await recordFrames(page);
    await page.goBack();
    await expect(heading(page)).toHaveText(services);
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(1200);
    seen = await frames();
    expect(
      seen.filter((f) => f.heading === services && f.y !== 1200),
      'services frames away from its position',
    ).toEqual([]);

    await page.goForward();
    await expect(heading(page)).toHaveText('Schedule a Consultation');
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(400);
  });
}
