import { breakpoints, fontSizes, fontWeights, fonts, layout, lineHeights, motion, palette, radii, shadows, space, zIndices } from './tokens';

/** Semantic colour roles; demo brands override these and keep the rest of the theme. */
export interface ColorRoles {
  text: string;
  textMuted: string;
  heading: string;
  background: string;
  surface: string;
  surfaceAlt: string;
  border: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  primarySoft: string;
  accent: string;
  accentSoft: string;
  highlight: string;
  highlightSoft: string;
  danger: string;
  dangerSoft: string;
  success: string;
  successSoft: string;
  inverse: string;
  onInverse: string;
  onInverseMuted: string;
}

export const colors: ColorRoles = {
  text: palette.ink2,
  textMuted: palette.slate,
  heading: palette.ink,
  background: palette.white,
  surface: palette.white,
  surfaceAlt: palette.snow,
  border: palette.line,
  primary: palette.brand,
  primaryHover: palette.brandStrong,
  onPrimary: palette.white,
  primarySoft: palette.brandSoft,
  accent: palette.accent,
  accentSoft: palette.accentSoft,
  highlight: palette.sun,
  highlightSoft: palette.sunSoft,
  danger: palette.danger,
  dangerSoft: palette.dangerSoft,
  success: palette.success,
  successSoft: palette.successSoft,
  inverse: palette.ink,
  onInverse: palette.white,
  onInverseMuted: '#cbd5e1',
};

export const theme = {
  name: 'studio',
  colors,
  fonts: { ...fonts } as { body: string; display: string; mono: string },
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii: { ...radii } as Record<keyof typeof radii, string>,
  shadows: { ...shadows } as Record<keyof typeof shadows, string>,
  breakpoints,
  motion,
  zIndices,
  layout,
};

export type Theme = typeof theme;

/** Media queries from the breakpoint tokens: `${media.md} { … }`. */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Builds a brand theme (the demo sites) on the shared scale. */
export function createBrandTheme(overrides: {
  name: string;
  colors: Partial<ColorRoles>;
  fonts?: Partial<Theme['fonts']>;
  radii?: Partial<Theme['radii']>;
}): Theme {
  return {
    ...theme,
    name: overrides.name,
    colors: { ...theme.colors, ...overrides.colors },
    fonts: { ...theme.fonts, ...overrides.fonts },
    radii: { ...theme.radii, ...overrides.radii },
  };
}
