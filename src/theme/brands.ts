import type { Theme } from './theme';
import { theme as studioTheme } from './theme';
import { coffeeTheme } from '../demos/coffee/brand/theme';
import { homegoodsTheme } from '../demos/homegoods/brand/theme';
import { landscapingTheme } from '../demos/landscaping/brand/theme';

/**
 * The four brands built by the one theme factory: the studio and its three demo sites. A demo's
 * theme lives in its folder (src/demos/<demo>/brand/theme.ts) but sits in this layer: it imports
 * only src/theme, so the island runtime can hydrate an island in its page's brand.
 */
export const brandThemes = {
  studio: studioTheme,
  coffee: coffeeTheme,
  landscaping: landscapingTheme,
  homegoods: homegoodsTheme,
} as const satisfies Record<string, Theme>;

export type BrandId = keyof typeof brandThemes;
