import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?wght=400-900&subset';
import { STUDIO_NAME } from '../../config/site';
import { theme, type Theme } from '../../theme';

export { OG_IMAGE_SIZE, ogImagePath } from '../../config/site';

/**
 * Who a page belongs to — the studio or one of its demo businesses: the name, favicon, home-screen
 * icon, web manifest and browser-bar colour its pages announce, and the brand its share image
 * (og:image) is drawn in by the build (scripts/og-images.ts).
 */
export interface SiteIdentity {
  /** File name of its icons: public/icons/<slug>.svg; the build makes <slug>-180.png, -512.png and <slug>.webmanifest. */
  slug: string;
  name: string;
  shortName: string;
  /** The browser-bar colour (theme-color). */
  themeColor: string;
  /** Where "Add to Home Screen" opens. */
  startPath: string;
  /** The brand the share image is drawn in: its colours and display face (a woff2 URL of the build). */
  theme: Theme;
  displayFont: string;
}

export const studioIdentity: SiteIdentity = {
  slug: 'studio',
  name: STUDIO_NAME,
  shortName: 'Lumen',
  themeColor: theme.colors.primary,
  startPath: '/',
  theme,
  displayFont: interLatin.full,
};

export const iconPaths = (identity: Pick<SiteIdentity, 'slug'>) => ({
  svg: `/icons/${identity.slug}.svg`,
  touch: `/icons/${identity.slug}-180.png`,
  large: `/icons/${identity.slug}-512.png`,
  manifest: `/icons/${identity.slug}.webmanifest`,
});
