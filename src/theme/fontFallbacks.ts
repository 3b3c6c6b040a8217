import { css } from 'styled-components';

/**
 * Metric-matched fallbacks for the four web fonts: a local system face scaled (size-adjust) and given
 * the web font's ascent and descent, so text set in the fallback takes the same room as the web font
 * and the swap moves nothing (CLS 0). The numbers are @capsizecss/metrics' font metrics put through
 * @capsizecss/core's createFontStack; fontFallbacks.test.ts recomputes them, so a wrong value fails.
 * Liberation Sans and Serif (Linux) have Arial's and Times New Roman's metrics.
 */
export const fontFallbacks = {
  'Inter Fallback': { local: 'sans', ascent: '90.4365%', descent: '22.518%', sizeAdjust: '107.1194%' },
  'Fraunces Fallback': { local: 'serif', ascent: '84.7148%', descent: '22.0882%', sizeAdjust: '115.4462%' },
  'Newsreader Fallback': { local: 'serif', ascent: '69.6835%', descent: '25.124%', sizeAdjust: '105.4769%' },
  'Roboto Condensed Fallback': { local: 'sans', ascent: '104.4416%', descent: '27.4846%', sizeAdjust: '88.828%' },
} as const satisfies Record<string, { local: 'sans' | 'serif'; ascent: string; descent: string; sizeAdjust: string }>;

export type FallbackFamily = keyof typeof fontFallbacks;

const localFaces = {
  sans: "local('Arial'), local('ArialMT'), local('Liberation Sans')",
  serif: "local('Times New Roman'), local('TimesNewRomanPSMT'), local('Liberation Serif')",
} as const;

/** The @font-face of one metric-matched fallback family. */
export const fallbackFontFace = (family: FallbackFamily) => {
  const face = fontFallbacks[family];
  return css`
    @font-face {
      font-family: '${family}';
      src: ${localFaces[face.local]};
      ascent-override: ${face.ascent};
      descent-override: ${face.descent};
      line-gap-override: 0%;
      size-adjust: ${face.sizeAdjust};
    }
  `;
};
