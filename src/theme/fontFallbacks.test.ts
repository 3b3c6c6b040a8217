import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import fraunces from '@capsizecss/metrics/fraunces';
import inter from '@capsizecss/metrics/inter';
import newsreader from '@capsizecss/metrics/newsreader';
import robotoCondensed from '@capsizecss/metrics/robotoCondensed';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { describe, expect, it } from 'vitest';
import { fontFallbacks, type FallbackFamily } from './fontFallbacks';

const metrics: Record<FallbackFamily, [FontMetrics, FontMetrics]> = {
  'Inter Fallback': [inter, arial],
  'Fraunces Fallback': [fraunces, timesNewRoman],
  'Newsreader Fallback': [newsreader, timesNewRoman],
  'Roboto Condensed Fallback': [robotoCondensed, arial],
};

describe('metric-matched font fallbacks', () => {
  it.each(Object.keys(fontFallbacks) as FallbackFamily[])('%s has the overrides capsize computes', (family) => {
    const [webFont, local] = metrics[family];
    const [face] = createFontStack([webFont, local], { fontFaceFormat: 'styleObject' }).fontFaces;
    const computed = face?.['@font-face'];
    const ours = fontFallbacks[family];
    expect(computed?.fontFamily).toBe(`"${family}"`);
    expect([ours.ascent, ours.descent, ours.sizeAdjust]).toEqual([
      computed?.ascentOverride,
      computed?.descentOverride,
      computed?.sizeAdjust,
    ]);
    expect(computed?.src).toContain(ours.local === 'sans' ? 'Arial' : 'Times New Roman');
  });
});
