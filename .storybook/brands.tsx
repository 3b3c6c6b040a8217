/**
 * The four brands a story can be reviewed in (toolbar "Brand"): the studio's own theme and the
 * three demo brands, all built by createBrandTheme from the same tokens.
 */
import type { ComponentType } from 'react';
import { CoffeeGlobalStyle, coffeeTheme } from '../src/demos/coffee/brand';
import { HomegoodsGlobalStyle, homegoodsTheme } from '../src/demos/homegoods/brand';
import { LandscapingGlobalStyle, landscapingTheme } from '../src/demos/landscaping/brand';
import { theme as studioTheme, type Theme } from '../src/theme';

export interface StoryBrand {
  title: string;
  theme: Theme;
  /** Fonts and body colours on top of the studio's GlobalStyle; none for the studio. */
  globalStyle?: ComponentType;
}

export const brands = {
  studio: { title: 'Studio (Lumen)', theme: studioTheme },
  coffee: { title: 'Coffee shop demo', theme: coffeeTheme, globalStyle: CoffeeGlobalStyle },
  landscaping: { title: 'Landscaping demo', theme: landscapingTheme, globalStyle: LandscapingGlobalStyle },
  homegoods: { title: 'Home-goods demo', theme: homegoodsTheme, globalStyle: HomegoodsGlobalStyle },
} satisfies Record<string, StoryBrand>;

export type BrandName = keyof typeof brands;

export const brandNames = Object.keys(brands) as BrandName[];

export function brandOf(name: unknown): StoryBrand {
  return brands[(name as BrandName) in brands ? (name as BrandName) : 'studio'];
}
