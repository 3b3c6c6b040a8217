/**
 * The fallback faces' widths per weight band (src/theme/fontFallbacks.ts) are what Chromium measures
 * today (scripts/fontFallbackWidths.ts): a web font update or a changed sample that makes a band
 * narrower or wider than its fallback fails here, before a swap shifts a page.
 */
import { describe, expect, it } from 'vitest';
import { measureFallbackWidths } from '../../scripts/fontFallbackWidths.ts';
import { fontFallbacks, type FallbackFamily } from '../../src/theme/fontFallbacks.ts';

describe('fallback widths per weight band', () => {
  it('match the web fonts within 0.05% at 500, 600, 700 and 800', async () => {
    const measured = await measureFallbackWidths();
    for (const family of Object.keys(fontFallbacks) as FallbackFamily[]) {
      for (const [weight, stored] of Object.entries(fontFallbacks[family].widths)) {
        expect(Math.abs(parseFloat(stored) - parseFloat(measured[family][weight] ?? '0')), `${family} at ${weight}`).toBeLessThan(0.05);
      }
    }
  });
});
