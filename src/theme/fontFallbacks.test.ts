// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import { create, type Font } from 'fontkit';
import wawoff2 from 'wawoff2';
import { describe, expect, it } from 'vitest';
import { fontFallbacks, type FallbackFamily } from './fontFallbacks';
import { LATIN_WEIGHTINGS, LOCAL_FONT_METRICS } from './localFontMetrics';

/**
 * The web fonts' metrics come from the very files the site ships (the @fontsource-variable latin
 * files, which scripts/fonts subsets), unpacked the way @capsizecss/unpack 4.0.1 does (src/shared.ts):
 * fontkit's unitsPerEm, ascent, descent, lineGap, capHeight and xHeight, and xWidthAvg: the advance
 * widths of the characters below, weighted by how often each occurs in English Wikinews text (space,
 * capitals, digits and punctuation included, not only lower case), rounded. The files are variable
 * fonts and Fraunces' default instance is its 900 weight (xWidthAvg 1032), so each is set at 400
 * first, which needs TrueType (fontkit makes no instance of a woff2 file; wawoff2 decodes it, as
 * scripts/og does). So set, all four give exactly the numbers @capsizecss/metrics 4.3.0 held (it
 * unpacked Google Fonts' static regular files), as unitsPerEm/ascent/descent/lineGap/capHeight/
 * xHeight/xWidthAvg: Inter 2048/1984/-494/0/1490/1118/978, Fraunces 2000/1956/-510/0/1400/964/938,
 * Newsreader 2000/1470/-530/0/1340/852/857, Roboto Condensed 2048/1900/-500/0/1456/1082/811. The
 * family name is the site's, not the file's (Newsreader's file says "Newsreader 16pt 16pt"; capsize
 * too uses the public name). Arial's and Times New Roman's metrics are copied (localFontMetrics.ts).
 */
const FILES: Record<FallbackFamily, [string, FontMetrics]> = {
  'Inter Fallback': ['inter', LOCAL_FONT_METRICS.arial],
  'Fraunces Fallback': ['fraunces', LOCAL_FONT_METRICS.timesNewRoman],
  'Newsreader Fallback': ['newsreader', LOCAL_FONT_METRICS.timesNewRoman],
  'Roboto Condensed Fallback': ['roboto-condensed', LOCAL_FONT_METRICS.arial],
};

/** The parts of fontkit scripts/og/fontkit.d.ts leaves out. */
type MetricsFont = Font & {
  lineGap: number;
  capHeight: number;
  xHeight: number;
  postscriptName: string;
  glyphsForString(text: string): { advanceWidth: number; isMark: boolean }[];
};

/** A web font's regular (400) metrics as capsize defines them, from its shipped woff2 file. */
async function webFontMetrics(familyName: string, name: string): Promise<FontMetrics> {
  const file = new URL(`../../node_modules/@fontsource-variable/${name}/files/${name}-latin-wght-normal.woff2`, import.meta.url);
  const ttf = await wawoff2.decompress(readFileSync(file));
  const font = create(Buffer.from(ttf)).getVariation({ wght: 400 }) as MetricsFont;
  const sample = Object.keys(LATIN_WEIGHTINGS).join('');
  const weighted = font
    .glyphsForString(sample)
    .reduce((sum, glyph, index) => (glyph.isMark ? sum : sum + glyph.advanceWidth * (LATIN_WEIGHTINGS[sample.charAt(index)] ?? 0)), 0);
  const { unitsPerEm, ascent, descent, lineGap, capHeight, xHeight, postscriptName } = font;
  const fullName = `${familyName} Regular`;
  return {
    familyName,
    fullName,
    postscriptName,
    unitsPerEm,
    ascent,
    descent,
    lineGap,
    capHeight,
    xHeight,
    xWidthAvg: Math.round(weighted),
  };
}

describe('metric-matched font fallbacks', () => {
  it.each(Object.keys(fontFallbacks) as FallbackFamily[])('%s has the overrides capsize computes', async (family) => {
    const [name, local] = FILES[family];
    const webFont = await webFontMetrics(family.replace(/ Fallback$/, ''), name);
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
