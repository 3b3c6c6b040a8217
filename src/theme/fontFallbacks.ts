import { css } from 'styled-components';

/**
 * Metric-matched fallbacks for the four web fonts: a local system face scaled (size-adjust) and given
 * the web font's ascent and descent, so text set in the fallback takes the same room as the web font
 * and the swap moves nothing (CLS 0). The regular numbers are capsize's font metrics put through
 * @capsizecss/core's createFontStack: the web fonts' read from the woff2 files the site ships, at 400,
 * Arial's and Times New Roman's copied from @capsizecss/metrics (localFontMetrics.ts); the test
 * (fontFallbacks.test.ts) recomputes them, so a wrong value fails. The metrics cover the regular
 * weight only: a variable web font grows wider with its weight, so each weight band has a face of
 * its own (the local bold face from 550), scaled to the web font's width at that weight (`widths`,
 * measured by scripts/fontFallbackWidths.ts and checked by tests/server/fontFallbacks.test.ts).
 * Liberation Sans and Serif (Linux) have Arial's and Times New Roman's metrics, bold included.
 */
export const fontFallbacks = {
  'Inter Fallback': {
    local: 'sans',
    ascent: '90.4365%',
    descent: '22.518%',
    sizeAdjust: '107.1194%',
    widths: { 500: '108.0598%', 600: '101.6407%', 650: '102.1884%', 700: '102.7225%', 800: '104.0593%' },
  },
  'Fraunces Fallback': {
    local: 'serif',
    ascent: '84.7148%',
    descent: '22.0882%',
    sizeAdjust: '115.4462%',
    widths: { 500: '116.8957%', 600: '112.6164%', 650: '114.4889%', 700: '116.3572%', 800: '118.2241%' },
  },
  'Newsreader Fallback': {
    local: 'serif',
    ascent: '69.6835%',
    descent: '25.124%',
    sizeAdjust: '105.4769%',
    widths: { 500: '107.7448%', 600: '104.9660%', 650: '106.3956%', 700: '107.8371%', 800: '112.3306%' },
  },
  'Roboto Condensed Fallback': {
    local: 'sans',
    ascent: '104.4416%',
    descent: '27.4846%',
    sizeAdjust: '88.828%',
    widths: { 500: '89.8310%', 600: '83.9866%', 650: '84.1860%', 700: '84.3605%', 800: '84.7665%' },
  },
} as const satisfies Record<
  string,
  { local: 'sans' | 'serif'; ascent: string; descent: string; sizeAdjust: string; widths: Record<500 | 600 | 650 | 700 | 800, string> }
>;

export type FallbackFamily = keyof typeof fontFallbacks;

/** The local faces a fallback is made from, regular and bold. */
export const LOCAL_FACES = {
  sans: {
    regular: "local('Arial'), local('ArialMT'), local('Liberation Sans')",
    bold: "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold')",
  },
  serif: {
    regular: "local('Times New Roman'), local('TimesNewRomanPSMT'), local('Liberation Serif')",
    bold: "local('Times New Roman Bold'), local('TimesNewRomanPS-BoldMT'), local('Liberation Serif Bold')",
  },
} as const;

/** The weight bands: each one's fallback face is scaled to the web font's width at `weight`. */
export const FALLBACK_BANDS = [
  { weight: 400, range: '1 449', face: 'regular' },
  { weight: 500, range: '450 549', face: 'regular' },
  { weight: 600, range: '550 624', face: 'bold' },
  { weight: 650, range: '625 674', face: 'bold' },
  { weight: 700, range: '675 749', face: 'bold' },
  { weight: 800, range: '750 1000', face: 'bold' },
] as const;

const percent = (value: string) => parseFloat(value) / 100;
const asPercent = (value: number) => `${(value * 100).toFixed(4)}%`;

/** The @font-face rules of one metric-matched fallback family, one per weight band. */
export const fallbackFontFace = (family: FallbackFamily) => {
  const face = fontFallbacks[family];
  return FALLBACK_BANDS.map(({ weight, range, face: style }) => {
    const sizeAdjust = weight === 400 ? face.sizeAdjust : face.widths[weight];
    // The overrides are scaled by size-adjust too: the web font's own ascent and descent stay.
    const scale = percent(face.sizeAdjust) / percent(sizeAdjust);
    return css`
      @font-face {
        font-family: '${family}';
        src: ${LOCAL_FACES[face.local][style]};
        font-weight: ${range};
        ascent-override: ${weight === 400 ? face.ascent : asPercent(percent(face.ascent) * scale)};
        descent-override: ${weight === 400 ? face.descent : asPercent(percent(face.descent) * scale)};
        line-gap-override: 0%;
        size-adjust: ${sizeAdjust};
      }
    `;
  });
};
