import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import type { ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { coffeeSelection, coffeeTheme } from '../../theme/brands';
import { DemoBrand, demoBodyStyles } from '../shared/DemoBrand';

export { coffeeTheme };

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
  ${demoBodyStyles(coffeeSelection)}
`;

/** The café's theme, fonts and toasts around any part of the demo (the demo itself, or a story). */
export function CoffeeBrand({ children }: { children: ReactNode }) {
  return (
    <DemoBrand theme={coffeeTheme} globalStyle={CoffeeGlobalStyle}>
      {children}
    </DemoBrand>
  );
}
