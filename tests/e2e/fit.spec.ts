import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pagePaths } from '#contract/routes.ts';
import { FIT_WIDTHS, misfits } from './fit';
import { weightsOutsideFaces } from './fontWeights';

/**
 * Nothing wider than the screen: every page of the sitemap (the studio's and every demo page), the
 * studio's staff area and a not-found page, at every width from a 320 px phone to a 1920 px desktop.
 * On the same visits: each page's text is drawn from the fonts' core files alone (scripts/fonts), so no
 * page waits for a whole latin file it did not preload, and (at a phone's and a desktop's width) at
 * weights those files keep.
 *
 * Each page is loaded once, at the smallest width, and the window then widened through the others: no
 * code of the site reads the window's width (no matchMedia, innerWidth or ResizeObserver in src; the
 * check below keeps it so), so a width's layout is its CSS's alone, as after a load at that width.
 * 24 loads instead of 144 (issue 43). A whole font fetched is named at the width it first appeared.
 */
test('every route fits every width: no sideways scroll, nothing clipped, no word broken, core fonts only', async ({ page, request }) => {
  test.setTimeout(600_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
  expect(paths.length).toBeGreaterThan(20);
  paths.push(pagePaths.studio, '/no-such-page');
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: FIT_WIDTHS[0], height: 900 });
    await page.goto(path);
    if (path === pagePaths.studio) await page.getByRole('heading', { level: 1 }).waitFor();
    const seen = new Set<string>();
    for (const width of FIT_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.evaluate(() => document.fonts.ready);
      found.push(...(await misfits(page)).map((misfit) => `${width} px ${path}: ${misfit}`));
      const wholeFonts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => /\.woff2$/.test(url) && !url.includes('-core-')),
      );
      for (const url of wholeFonts.filter((url) => !seen.has(url))) {
        seen.add(url);
        found.push(`${width} px ${path}: a character outside the fonts' core fetched ${url}`);
      }
      if (width === 375 || width === 1280) {
        found.push(...(await weightsOutsideFaces(page)).map((text) => `${width} px ${path}: ${text}, a weight its font file lacks`));
      }
    }
  }
  expect(found).toEqual([]);
});

test("no code of the site reads the window's width (the fit check above widens one load instead of loading at each width)", () => {
  const offenders = readdirSync('src', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => /matchMedia|innerWidth|outerWidth|ResizeObserver|visualViewport|screen\.width/.test(readFileSync(file, 'utf8')));
  expect(offenders).toEqual([]);
});
