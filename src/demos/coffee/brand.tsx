import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import type { ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { createBrandTheme, type Theme } from '../../theme';
import { DemoBrand, demoBodyStyles } from '../shared/DemoBrand';

/** Espresso, steamed-milk cream and cinnamon: the Daily Grind's palette. */
export const coffeePalette = {
  espresso: '#2a1a12',
  roast: '#3d2b22',
  mocha: '#6b5447',
  cinnamon: '#8a3f17',
  cinnamonDark: '#6e3010',
  caramel: '#dc9a4f',
  peach: '#f3d2b3',
  latte: '#f3e9da',
  cream: '#fbf6ee',
  foam: '#fffaf1',
  sage: '#2f5d50',
  sageSoft: '#dfe7dc',
} as const;

const p = coffeePalette;

const base = createBrandTheme({
  name: 'the-daily-grind',
  colors: {
    text: p.roast,
    textMuted: p.mocha,
    heading: p.espresso,
    background: p.cream,
    surface: p.foam,
    surfaceAlt: p.latte,
    border: '#e4d4bf',
    primary: p.cinnamon,
    primaryHover: p.cinnamonDark,
    onPrimary: '#ffffff',
    primarySoft: '#f6e0cf',
    accent: p.sage,
    accentSoft: p.sageSoft,
    highlight: p.caramel,
    highlightSoft: '#fbe9d0',
    danger: '#a4201a',
    dangerSoft: '#fcefe9',
    success: p.sage,
    successSoft: p.sageSoft,
    inverse: p.espresso,
    onInverse: p.cream,
    onInverseMuted: '#e2cfbd',
  },
  fonts: {
    display: "'Fraunces Variable', Georgia, 'Times New Roman', serif",
    body: "'Avenir Next', Avenir, 'Segoe UI', Helvetica, Arial, sans-serif",
  },
  radii: { sm: '10px', md: '999px', lg: '22px', xl: '32px' },
});

export const coffeeTheme: Theme = {
  ...base,
  shadows: {
    ...base.shadows,
    sm: '0 1px 2px rgb(42 26 18 / 0.08)',
    md: '0 8px 20px -8px rgb(42 26 18 / 0.25)',
    lg: '0 24px 48px -20px rgb(42 26 18 / 0.35)',
    focus: `0 0 0 3px ${p.cream}, 0 0 0 5px ${p.cinnamon}`,
  },
};

/** Fraunces (self-hosted, latin, variable weight) and the café's page colours. */
export const CoffeeGlobalStyle = createGlobalStyle`
  @font-face {
    font-family: 'Fraunces Variable';
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${frauncesLatin}) format('woff2-variations');
    unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
  }
  ${demoBodyStyles}
  :focus-visible { outline-color: ${({ theme }) => theme.colors.primary}; }
  ::selection { background: ${p.peach}; color: ${p.espresso}; }
`;

/** The café's theme, fonts and toasts around any part of the demo (the demo itself, or a story). */
export function CoffeeBrand({ children }: { children: ReactNode }) {
  return (
    <DemoBrand theme={coffeeTheme} globalStyle={CoffeeGlobalStyle}>
      {children}
    </DemoBrand>
  );
}
