import { expect, test } from '@playwright/test';
import { pagePaths } from '#contract/routes.ts';
import { pages } from '../../src/content/pageMeta';
import { contrastRatio } from '../../stories/Theme/contrast';
import { focusedRing } from '../../stories/Theme/focusProbe';
import { labelOffsets } from '../../stories/Components/labelCentring';

// Independent tests (each its own page, or its own server on a port from the kernel): spread over the workers.
test.describe.configure({ mode: 'parallel' });

/** The studio's pages with centred section headers, and how many centred labelled headings each has at least. */
const centredPages = [pages.home, pages.services, pages.packageExamples, pages.getStarted];

test.describe('centred section labels', () => {
  for (const width of [375, 1280]) {
    test(`every centred heading's label sits over its centre at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      let measured = 0;
      for (const info of centredPages) {
        await page.goto(info.path);
        await page.evaluate(() => document.fonts.ready);
        const offsets = await page.evaluate(labelOffsets, null);
        measured += offsets.length;
        for (const { label, heading, offset } of offsets) {
          expect(Math.abs(offset), `${info.path}: "${label}" is ${offset} px off the centre of "${heading}"`).toBeLessThanOrEqual(1);
        }
      }
      // The check cannot pass by finding nothing: the four pages have at least eight labelled centred headings.
      expect(measured).toBeGreaterThanOrEqual(8);
    });
  }
});

/** Pages whose every Tab stop is checked: the studio's, and one or two of each demo brand's. */
const ringPages = [
  pagePaths.home,
  pagePaths.services,
  pagePaths.getStarted,
  '/demo/one-time',
  '/demo/one-time/contact',
  '/demo/standard',
  '/demo/standard/contact',
  '/demo/advanced',
];

test.describe('the focus ring', () => {
  for (const path of ringPages) {
    test(`${path}: every Tab stop shows a 3 px ring at least 3:1 against the surface around it`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const seen = new Set<string>();
      for (let stop = 0; stop < 80; stop += 1) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(focusedRing, null);
        if (!ring) continue;
        if (seen.has(ring.element) && stop > 10) break;
        seen.add(ring.element);
        expect(ring.style, `${path}: ${ring.element} has no outline`).toBe('solid');
        expect(ring.width, `${path}: ${ring.element}'s ring width`).toBeGreaterThanOrEqual(3);
        const ratio = contrastRatio(ring.color, ring.surface) ?? 0;
        expect(ratio, `${path}: ${ring.element}'s ring ${ring.color} on ${ring.surface}`).toBeGreaterThanOrEqual(3);
      }
      expect(seen.size).toBeGreaterThan(5);
    });
  }
});

test.describe('demo details', () => {
  test('the landscaping hero picture is whole: framed inside the band, clear of the stats strip', async ({ page }) => {
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/demo/standard');
      const hero = page.locator('main section').first();
      const picture = hero.locator('img').first();
      await expect(picture).toBeVisible();
      const [band, img, strip] = await Promise.all([
        hero.boundingBox(),
        picture.boundingBox(),
        page.locator('main ul[aria-label]').first().boundingBox(),
      ]);
      expect(img!.y + img!.height, `${width} px: the picture ends inside its band, with room below`).toBeLessThan(
        band!.y + band!.height - 16,
      );
      expect(strip!.y, `${width} px: the stats strip starts below the picture`).toBeGreaterThanOrEqual(img!.y + img!.height);
      const natural = await picture.evaluate((element: HTMLImageElement) => element.naturalWidth / element.naturalHeight);
      expect(Math.abs(img!.width / img!.height - natural), `${width} px: the picture is not cropped`).toBeLessThan(0.02);
    }
  });

  test('no "coming soon" tag splits across lines at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/demo/advanced');
    const tags = page.getByRole('contentinfo').getByText('Coming soon', { exact: true });
    expect(await tags.count()).toBeGreaterThan(0);
    for (const tag of await tags.all()) expect(await tag.evaluate((element) => element.getClientRects().length)).toBe(1);
  });

  for (const [path, family] of [
    ['/demo/standard', 'Roboto Condensed Variable'],
    ['/demo/advanced', 'Newsreader Variable'],
  ] as const) {
    test(`${path} ships its fonts: ${family} and Inter preloaded, and used for the first paint`, async ({ page }) => {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"/g)].map((match) => match[1]);
      // The core file of each (scripts/fonts): the characters the copy uses, a third smaller than the whole latin file.
      expect(preloads).toHaveLength(2);
      expect(preloads.some((href) => /inter-latin-wght-normal-[\d-]+-core-/.test(href ?? ''))).toBe(true);
      expect(
        preloads.some((href) =>
          new RegExp(`${family.replace(' Variable', '').toLowerCase().replaceAll(' ', '-')}-latin-wght-normal-[\\d-]+-core-`).test(
            href ?? '',
          ),
        ),
      ).toBe(true);
      expect(html).toContain('font-display:swap');
      expect(html).not.toContain('font-display:optional');
      expect(html).toMatch(new RegExp(`font-family:'${family.replace(' Variable', ' Fallback')}';src:local\\('`));
      await page.evaluate(() => document.fonts.ready);
      const loaded = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')),
      );
      expect(loaded).toEqual(expect.arrayContaining([family, 'Inter Variable']));
      const fetched = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.endsWith('.woff2')),
      );
      expect(fetched.map((url) => url.replace(/^.*\/assets\//, ''))).toEqual(preloads.map((href) => href?.replace('/assets/', '')));
      expect(await page.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
        new RegExp(`^"${family}"`),
      );
      expect(await page.locator('body').evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Inter Variable"/);
    });
  }

  // 375 and 1280 px; the landscaping services page's headline was measured in ch, which the
  // fallback does not share (src/theme/tokens.ts, fonts.displayCh).
  for (const [path, width] of ['/', '/demo/one-time', '/demo/standard', '/demo/standard/services'].flatMap((p) =>
    [375, 1280].map((w) => [p, w] as const),
  )) {
    test(`${path} at ${width} px: a font that arrives late still swaps in, and the swap shifts nothing`, async ({ page }) => {
      // Every web font answers 1.5 s late: the page paints in the metric-matched fallback first.
      await page.route('**/*.woff2', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            (window as unknown as { shifts: number }).shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForFunction(() =>
        [...document.fonts].some((face) => face.family.includes('Inter Variable') && face.status === 'loaded'),
      );
      expect(await page.locator('body').evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Inter Variable"/);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
    });
  }
});
