import robotoCondensedLatin from '@fontsource-variable/roboto-condensed/files/roboto-condensed-latin-wght-normal.woff2?wght=700-800&subset';
import type { ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { fallbackFontFace, latinVariableFont } from '../../../theme';
import { landscapingSelection, landscapingTheme } from './theme';
import type { SiteIdentity } from '../../../components';
import { demos } from '../../registry';
import { DemoBrand, demoBodyStyles } from '../../shared/DemoBrand';

export { landscapingTheme };

/**
 * Roboto Condensed (self-hosted, latin, variable weight) for headings; Inter, the studio's, for text.
 * Its core file keeps 700–800 (20.6 KB; 600–800 was 21.8 KB): what a phone's first paint waits for
 * on a new connection stays within the round trips Inter takes on the page's own (npm run lighthouse).
 */
export const LandscapingGlobalStyle = createGlobalStyle`
  ${latinVariableFont('Roboto Condensed Variable', robotoCondensedLatin)}
  ${fallbackFontFace('Roboto Condensed Fallback')}
  ${demoBodyStyles(landscapingSelection)}
`;

/** Evergreen's theme and toasts around the demo or a story. */
export function LandscapingBrand({ children }: { children: ReactNode }) {
  return (
    <DemoBrand theme={landscapingTheme} globalStyle={LandscapingGlobalStyle}>
      {children}
    </DemoBrand>
  );
}

/** The demo's own name, icons, browser-bar colour and share-image brand (PageMeta). */
export const landscapingIdentity: SiteIdentity = {
  slug: 'landscaping',
  name: demos.landscaping.name,
  shortName: 'Evergreen',
  themeColor: landscapingTheme.colors.primary,
  startPath: demos.landscaping.base,
  theme: landscapingTheme,
  displayFont: robotoCondensedLatin.full,
};
