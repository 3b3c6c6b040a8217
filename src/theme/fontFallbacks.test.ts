// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import { create, type Font } from 'fontkit';
import wawoff2 from 'wawoff2';
import { describe, expect, it } from 'vitest';
import { fontFallbacks, type FallbackFamily } from './fontFallbacks';
import { LOCAL_FONT_METRICS } from './localFontMetrics';

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
/** capsize's latin weightings, copied in their order from @capsizecss/unpack 4.0.1 (src/weightings.ts, built into its dist). */
const LATIN_WEIGHTINGS: Record<string, number> = {
  '0': 0.0053,
  '1': 0.0023,
  '2': 0.0026,
  '3': 0.001,
  '4': 0.0008,
  '5': 0.0015,
  '6': 0.0007,
  '7': 0.0005,
  '8': 0.0007,
  '9': 0.0006,
  ',': 0.0083,
  ' ': 0.154,
  t: 0.0672,
  h: 0.0351,
  e: 0.0922,
  o: 0.0571,
  f: 0.017,
  P: 0.0023,
  p: 0.0163,
  l: 0.0304,
  "'": 0.0014,
  s: 0.0469,
  R: 0.0015,
  u: 0.0207,
  b: 0.0114,
  i: 0.0588,
  c: 0.0232,
  C: 0.0031,
  n: 0.0578,
  a: 0.0668,
  d: 0.0298,
  y: 0.0123,
  w: 0.011,
  B: 0.002,
  r: 0.0526,
  z: 0.0011,
  G: 0.0011,
  j: 0.0009,
  T: 0.0041,
  '.': 0.0079,
  L: 0.0012,
  k: 0.0046,
  m: 0.0181,
  ']': 0.0007,
  J: 0.0009,
  F: 0.0015,
  v: 0.0076,
  g: 0.0155,
  A: 0.004,
  N: 0.0014,
  '-': 0.0018,
  H: 0.0013,
  D: 0.0013,
  M: 0.0025,
  I: 0.0022,
  E: 0.0011,
  '"': 0.0012,
  S: 0.0041,
  '(': 0.001,
  ')': 0.001,
  x: 0.0025,
  W: 0.0012,
  Q: 0.0001,
  Y: 0.0003,
  q: 0.0008,
  V: 0.0005,
  á: 0.0001,
  K: 0.0007,
  U: 0.0016,
  '=': 0.0007,
  '[': 0.0021,
  O: 0.0009,
  é: 0.0001,
  $: 0.0002,
  ':': 0.0008,
  '|': 0.0038,
  '/': 0.0001,
  '%': 0.0001,
  Z: 0.0002,
  ';': 0.0001,
  X: 0.0001,
};

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
