import { expect, test } from '@playwright/test';
import { pagePaths } from '#contract/routes.ts';
import { FIT_WIDTHS, misfits } from './fit';
import { weightsOutsideFaces } from './fontWeights';

/**
 * Nothing wider than the screen: every page of the sitemap (the studio's and every demo page), the
 * studio's staff area and a not-found page, at every width from a 320 px phone to a 1920 px desktop.
 * On the same visits: each page's text is drawn from the fonts' core files alone (scripts/fonts), so no
 * page waits for a whole latin file it did not preload, and (at a phone's and a desktop's width) at
 * weights those files keep.
 */
test('every route fits every width: no sideways scroll, nothing clipped, no word broken, core fonts only', async ({ page, request }) => {
  test.setTimeout(600_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
  expect(paths.length).toBeGreaterThan(20);
  paths.push(pagePaths.studio, '/no-such-page');
  const found: string[] = [];
  for (const width of FIT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      if (path === pagePaths.studio) await page.getByRole('heading', { level: 1 }).waitFor();
      found.push(...(await misfits(page)).map((misfit) => `${width} px ${path}: ${misfit}`));
      const wholeFonts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => /\.woff2$/.test(url) && !url.includes('-core-')),
      );
      found.push(...wholeFonts.map((url) => `${width} px ${path}: a character outside the fonts' core fetched ${url}`));
      if (width === 375 || width === 1280) {
        found.push(...(await weightsOutsideFaces(page)).map((text) => `${width} px ${path}: ${text}, a weight its font file lacks`));
      }
    }
  }
  expect(found).toEqual([]);
});
