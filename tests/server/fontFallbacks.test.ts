/**
 * The fallback faces' widths per weight band (src/theme/fontFallbacks.ts) and each theme's ch
 * (`fonts.displayCh`) are what Chromium measures today (scripts/fontFallbackWidths.ts): a web font
 * update that makes a band narrower or wider than its fallback, or a ch that no longer matches its
 * display font, fails here, before a swap shifts a page.
 */
import { describe, expect, it } from 'vitest';
import { measureFallbackWidths } from '../../scripts/fontFallbackWidths.ts';
import { coffeeTheme } from '../../src/demos/coffee/brand/theme.ts';
import { homegoodsTheme } from '../../src/demos/homegoods/brand/theme.ts';
import { landscapingTheme } from '../../src/demos/landscaping/brand/theme.ts';
import { fontFallbacks, type FallbackFamily } from '../../src/theme/fontFallbacks.ts';
import { fonts } from '../../src/theme/tokens.ts';

const measured = measureFallbackWidths();

describe('fallback widths per weight band', () => {
  it('match the web fonts within 0.05% at 500, 600, 650, 700 and 800', async () => {
    const { widths } = await measured;
    for (const family of Object.keys(fontFallbacks) as FallbackFamily[]) {
      for (const [weight, stored] of Object.entries(fontFallbacks[family].widths)) {
        expect(Math.abs(parseFloat(stored) - parseFloat(widths[family][weight] ?? '0')), `${family} at ${weight}`).toBeLessThan(0.05);
      }
    }
  });

  it.each([
    ['the studio', fonts.displayCh, 'Inter Fallback', 800],
    ['the coffee shop', coffeeTheme.fonts.displayCh, 'Fraunces Fallback', 650],
    ['the landscaper', landscapingTheme.fonts.displayCh, 'Roboto Condensed Fallback', 700],
    ['the home goods shop', homegoodsTheme.fonts.displayCh, 'Newsreader Fallback', 400],
  ] as const)("%s's displayCh is its display font's ch at its heading weight", async (_brand, displayCh, family, weight) => {
    const { ch } = await measured;
    expect(displayCh).toBe(ch[family][String(weight)]);
  });
});
