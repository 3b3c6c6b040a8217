import { expect, test } from '@playwright/test';
import { pages } from '../../src/content/pageMeta';
import { contrastRatio } from '../../stories/Foundations/contrast';
import { focusedRing } from '../../stories/Foundations/focusProbe';
import { labelOffsets } from '../../stories/Primitives/labelCentring';

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
const ringPages = ['/', '/services', '/get-started', '/demo/one-time', '/demo/one-time/contact', '/demo/standard', '/demo/standard/contact', '/demo/advanced'];

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
