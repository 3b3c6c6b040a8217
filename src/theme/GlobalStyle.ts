import { createGlobalStyle, css } from 'styled-components';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?wght=400-900&subset';
import { fallbackFontFace } from './fontFallbacks';
import { focusRing, focusSurface } from './focus';
import { media } from './theme';

const fontFace = (family: string, url: string, range: string, weight: string) => css`
  @font-face {
    font-family: '${family}';
    font-style: normal;
    font-display: swap;
    font-weight: ${weight};
    src: url('${url}') format('woff2');
    unicode-range: ${range};
  }
`;

/**
 * A self-hosted variable font, latin only (no third-party request): the studio's Inter, a demo's
 * display face. Two faces: the core file (the characters the copy uses, preloaded) and the whole
 * latin file for any other character, fetched only by a page that has one (scripts/fonts).
 */
export const latinVariableFont = (family: string, font: SubsetFont) => css`
  ${fontFace(family, font.full, font.restRange, font.weight)}
  ${fontFace(family, font.core, font.coreRange, font.weight)}
`;

export const GlobalStyle = createGlobalStyle`
  ${latinVariableFont('Inter Variable', interLatin)}
  /* Metric-matched fallback so the swap to Inter causes no layout shift. */
  ${fallbackFontFace('Inter Fallback')}
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${({ theme }) => theme.layout.navHeight}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4, p, ul, ol, figure, dl, dd { margin: 0; }
  img, svg { display: block; max-width: 100%; }
  /* An island's wrapper (src/islands) adds no box: its content lays out as if it were not there. */
  [data-island] { display: contents; }
  /* A button tapped before its island hydrated: the tap is held (src/islands), and this shows it. */
  button[data-held] { cursor: progress; opacity: 0.65; }
  img { height: auto; }
  a { color: inherit; }
  button, input, select, textarea { font: inherit; color: inherit; }
  body { ${focusSurface('background')} }
  :focus-visible { ${focusRing} }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  ${media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important;
    }
  }
`;
