import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?wght=300-700&subset';
import type { ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { fallbackFontFace, latinVariableFont } from '../../../theme';
import { coffeeSelection, coffeeTheme } from './theme';
import type { SiteIdentity } from '../../../components';
import { demos } from '../../registry';
import { DemoBrand, demoBodyStyles } from '../../shared/DemoBrand';

export { coffeeTheme };

/** Fraunces (self-hosted, latin, variable weight) and the café's page colours. */
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
