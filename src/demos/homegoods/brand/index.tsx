import newsreaderLatin from '@fontsource-variable/newsreader/files/newsreader-latin-wght-normal.woff2?wght=400&subset';
import type { ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { fallbackFontFace, latinVariableFont } from '../../../theme';
import { homegoodsSelection, homegoodsTheme } from './theme';
import type { SiteIdentity } from '../../../components';
import { demos } from '../../registry';
import { DemoBrand, demoBodyStyles } from '../../shared/DemoBrand';

export { homegoodsTheme };

/** Newsreader (self-hosted, latin, variable weight) for headings; Inter, the studio's, for text. */
export const HomegoodsGlobalStyle = createGlobalStyle`
  ${latinVariableFont('Newsreader Variable', newsreaderLatin)}
  ${fallbackFontFace('Newsreader Fallback')}
  ${demoBodyStyles(homegoodsSelection)}
`;

/** Hearth & Co.'s theme and toasts around the demo or a story. */
export function HomegoodsBrand({ children }: { children: ReactNode }) {
  return (
    <DemoBrand theme={homegoodsTheme} globalStyle={HomegoodsGlobalStyle}>
      {children}
    </DemoBrand>
  );
}

/** The demo's own name, icons, browser-bar colour and share-image brand (PageMeta). */
export const homegoodsIdentity: SiteIdentity = {
  slug: 'homegoods',
  name: demos.homegoods.name,
  shortName: 'Hearth & Co.',
  themeColor: homegoodsTheme.colors.primary,
  startPath: demos.homegoods.base,
  theme: homegoodsTheme,
  displayFont: newsreaderLatin.full,
};
