import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?wght=650&subset';
import type { ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { fallbackFontFace, latinVariableFont } from '../../../theme';
import { coffeeSelection, coffeeTheme } from './theme';
import type { SiteIdentity } from '../../../components';
import { demos } from '../../registry';
import { DemoBrand, demoBodyStyles } from '../../shared/DemoBrand';

export { coffeeTheme };

/**
 * Fraunces (self-hosted, latin) and the café's page colours. Fraunces is drawn at one weight, the
 * headings' 650 (theme.ts): its preloaded core file is then a static font of 13 KB instead of 26 KB
 * for 300–700, small enough for a new connection's first round trip on a slow phone. Every Fraunces
 * text of the demo asks for that weight; italics and colour set the accents apart.
 */
export const CoffeeGlobalStyle = createGlobalStyle`
  ${latinVariableFont('Fraunces Variable', frauncesLatin)}
  ${fallbackFontFace('Fraunces Fallback')}
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

/** The demo's own name, icons, browser-bar colour and share-image brand (PageMeta). */
export const coffeeIdentity: SiteIdentity = {
  slug: 'coffee',
  name: demos.coffee.name,
  shortName: 'The Daily Grind',
  themeColor: coffeeTheme.colors.primary,
  startPath: demos.coffee.base,
  theme: coffeeTheme,
  displayFont: frauncesLatin.full,
};
