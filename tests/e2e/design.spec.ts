import { expect, test } from '@playwright/test';
import { pages } from '../../src/content/pageMeta';
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
        const offsets = await page.evaluate(labelOffsets);
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
