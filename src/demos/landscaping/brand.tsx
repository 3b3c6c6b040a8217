import type { ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { createBrandTheme, type Theme } from '../../theme';
import { DemoBrand, demoBodyStyles } from '../shared/DemoBrand';

/** Forest, moss, fresh-cut lawn and a sunny yellow call to action. */
export const landscapingPalette = {
  pine: '#0f2a1a',
  forestDeep: '#17412a',
  forest: '#1f6b3a',
  forestDark: '#17542d',
  moss: '#3f8a46',
  lime: '#b5e48c',
  sage: '#f1f6ef',
  sageDeep: '#e3f0dc',
  sun: '#f2c14e',
  sunDark: '#e5ae2c',
  ink: '#1c2a21',
  stone: '#4a5d50',
} as const;

const p = landscapingPalette;

const base = createBrandTheme({
  name: 'evergreen-landscaping',
  colors: {
    text: p.ink,
    textMuted: p.stone,
    heading: p.pine,
    background: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: p.sage,
    border: '#d5e2d3',
    primary: p.forest,
    primaryHover: p.forestDark,
    onPrimary: '#ffffff',
    primarySoft: p.sageDeep,
    accent: '#24643a',
    accentSoft: p.sageDeep,
    highlight: p.sun,
    highlightSoft: '#fdf3d6',
    danger: '#a4201a',
    dangerSoft: '#fff4f2',
    success: p.forest,
    successSoft: p.sageDeep,
    inverse: p.pine,
    onInverse: '#ffffff',
    onInverseMuted: '#c8dccd',
  },
  fonts: {
    display: "'Avenir Next Condensed', 'Arial Narrow', 'Liberation Sans Narrow', 'Roboto Condensed', 'Helvetica Neue', Arial, sans-serif",
    body: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  },
  radii: { sm: '4px', md: '6px', lg: '8px', xl: '12px' },
});

export const landscapingTheme: Theme = {
  ...base,
  shadows: {
    ...base.shadows,
    md: '0 6px 16px -6px rgb(15 42 26 / 0.2)',
    lg: '0 20px 40px -16px rgb(15 42 26 / 0.3)',
    focus: `0 0 0 3px #ffffff, 0 0 0 5px ${p.forest}`,
  },
};

export const LandscapingGlobalStyle = createGlobalStyle`
  ${demoBodyStyles}
  :focus-visible { outline-color: ${({ theme }) => theme.colors.primary}; }
  ::selection { background: ${p.lime}; color: ${p.pine}; }
`;

/** Evergreen's theme and toasts around the demo or a story. */
export function LandscapingBrand({ children }: { children: ReactNode }) {
  return (
    <DemoBrand theme={landscapingTheme} globalStyle={LandscapingGlobalStyle}>
      {children}
    </DemoBrand>
  );
}
