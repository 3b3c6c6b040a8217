import type { Theme } from '../theme';
import { theme as studioTheme } from '../theme';
import { coffeeTheme } from './coffee';
import { homegoodsTheme } from './homegoods';
import { landscapingTheme } from './landscaping';

export { coffeePalette, coffeeSelection, coffeeTheme } from './coffee';
export { homegoodsPalette, homegoodsSelection, homegoodsTheme } from './homegoods';
export { landscapingPalette, landscapingSelection, landscapingTheme } from './landscaping';

/** The four brands built by the one theme factory: the studio and its three demo sites. */
export const brandThemes = {
  studio: studioTheme,
  coffee: coffeeTheme,
  landscaping: landscapingTheme,
  homegoods: homegoodsTheme,
} as const satisfies Record<string, Theme>;

export type BrandId = keyof typeof brandThemes;
