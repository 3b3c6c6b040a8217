import type { ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { createBrandTheme, type Theme } from '../../theme';
import { DemoBrand, demoBodyStyles } from '../shared/DemoBrand';

/** Linen, oat, charcoal and a terracotta accent for sale prices. */
export const homegoodsPalette = {
  charcoal: '#1d1a17',
  graphite: '#3a342f',
  ink: '#2b2724',
  taupe: '#5f5750',
  linen: '#f7f4ef',
  oat: '#efe8dd',
  sand: '#e2dbd0',
  terracotta: '#9c4a2f',
  blush: '#f5e6df',
  sage: '#dde3d9',
} as const;

const p = homegoodsPalette;

const base = createBrandTheme({
  name: 'hearth-and-co',
  colors: {
    text: p.ink,
    textMuted: p.taupe,
    heading: p.charcoal,
    background: p.linen,
    surface: '#ffffff',
    surfaceAlt: p.oat,
    border: p.sand,
    primary: p.charcoal,
    primaryHover: p.graphite,
    onPrimary: '#ffffff',
    primarySoft: p.oat,
    accent: p.terracotta,
    accentSoft: p.blush,
    highlight: p.terracotta,
    highlightSoft: p.blush,
    danger: '#a4201a',
    dangerSoft: '#fdf1ee',
    success: '#3f6b4a',
    successSoft: '#e6efe6',
    inverse: p.charcoal,
    onInverse: p.linen,
    onInverseMuted: '#d9cfc2',
  },
  fonts: {
    display: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Times New Roman', serif",
    body: "'Helvetica Neue', Helvetica, Arial, sans-serif",
  },
  radii: { sm: '2px', md: '0px', lg: '2px', xl: '4px' },
});

export const homegoodsTheme: Theme = {
  ...base,
  shadows: {
    ...base.shadows,
    sm: 'none',
    md: '0 12px 32px -16px rgb(29 26 23 / 0.28)',
    lg: '0 24px 48px -24px rgb(29 26 23 / 0.35)',
    focus: `0 0 0 2px ${p.linen}, 0 0 0 4px ${p.terracotta}`,
  },
};

export const HomegoodsGlobalStyle = createGlobalStyle`
  ${demoBodyStyles}
  :focus-visible { outline-color: ${p.terracotta}; }
  ::selection { background: ${p.blush}; color: ${p.charcoal}; }
`;

/** Hearth & Co.'s theme and toasts around the demo or a story. */
export function HomegoodsBrand({ children }: { children: ReactNode }) {
  return (
    <DemoBrand theme={homegoodsTheme} globalStyle={HomegoodsGlobalStyle}>
      {children}
    </DemoBrand>
  );
}
