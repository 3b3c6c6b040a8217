import type { FontMetrics } from '@capsizecss/core';

/**
 * The metrics of the two local faces the fallbacks are made from (src/theme/fontFallbacks.ts), for
 * fontFallbacks.test.ts. Arial and Times New Roman are system fonts the repository does not hold, so
 * their numbers are copied from @capsizecss/metrics 4.3.0 (entireMetricsCollection/arial and
 * timesNewRoman, the regular variant), which capsize unpacked from the macOS system font files
 * Arial.ttf and Times New Roman.ttf (its scripts/source-data/systemFontsData.ts); capsize records no
 * font version, and xWidthAvg was last recomputed in capsize commit c2091af (2024-03-05, the space
 * counted in the weightings). Liberation Sans and Serif 1.07.4 give the same unitsPerEm, ascent,
 * descent, lineGap and xWidthAvg (their capHeight and xHeight differ; createFontStack reads neither).
 */
export const LOCAL_FONT_METRICS = {
  arial: {
    familyName: 'Arial',
    fullName: 'Arial',
    postscriptName: 'ArialMT',
    category: 'sans-serif',
    capHeight: 1467,
    ascent: 1854,
    descent: -434,
    lineGap: 67,
    unitsPerEm: 2048,
    xHeight: 1062,
    xWidthAvg: 913,
  },
  timesNewRoman: {
    familyName: 'Times New Roman',
    fullName: 'Times New Roman',
    postscriptName: 'TimesNewRomanPSMT',
    category: 'serif',
    capHeight: 1356,
    ascent: 1825,
    descent: -443,
    lineGap: 87,
    unitsPerEm: 2048,
    xHeight: 916,
    xWidthAvg: 832,
  },
} as const satisfies Record<string, FontMetrics>;
