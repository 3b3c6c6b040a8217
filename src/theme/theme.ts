import {
  breakpoints,
  figureSizes,
  fluidSpace,
  fontSizes,
  fontWeights,
  fonts,
  layout,
  lineHeights,
  mark,
  measures,
  motion,
  palette,
  radii,
  shadows,
  space,
  zIndices,
} from './tokens';

/** Semantic colour roles; demo brands override these and keep the rest of the theme. */
export interface ColorRoles {
  text: string;
  textMuted: string;
  heading: string;
  background: string;
  surface: string;
  surfaceAlt: string;
  /** Decorative lines: dividers, card and table edges (no contrast minimum). */
  border: string;
  /** The edge that shows a form control (input, select, checkbox): ≥ 3:1 against every surface (WCAG 1.4.11). */
  controlBorder: string;
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
  highlightText: string;
  onHighlight: string;
  inverse: string;
  inverseRaised: string;
  onInverse: string;
  onInverseMuted: string;
  /** Eyebrows, figures and icons on inverse surfaces. */
  onInverseAccent: string;
  /** Text on an accent-coloured band. */
  onAccent: string;
}

export const colors: ColorRoles = {
  text: palette.ink2,
  textMuted: palette.slate,
  heading: palette.ink,
  background: palette.white,
  surface: palette.white,
  surfaceAlt: palette.snow,
  border: palette.line,
  controlBorder: palette.edge,
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
  highlightText: palette.sunInk,
  onHighlight: palette.ink,
  inverse: palette.ink,
  inverseRaised: palette.ink2,
  onInverse: palette.white,
  onInverseMuted: palette.mistLight,
  onInverseAccent: palette.accentSoft,
  onAccent: palette.white,
};

/** How headings and eyebrows look: brands change the voice, not the markup. */
export interface TypeStyles {
  heading: { weight: number; letterSpacing: string; lineHeight: number };
  eyebrow: { size: keyof typeof fontSizes; letterSpacing: string; color: keyof ColorRoles; rule: boolean };
  /** A pull quote, set in the display face. */
  quote: { weight: number };
}

const typeStyles: TypeStyles = {
  heading: { weight: fontWeights.black, letterSpacing: '-0.02em', lineHeight: lineHeights.tight },
  eyebrow: { size: 'sm', letterSpacing: '0.12em', color: 'primary', rule: false },
  quote: { weight: fontWeights.semibold },
};

export const theme = {
  name: 'studio',
  colors,
  fonts: { ...fonts } as { body: string; display: string; mono: string; displayCh: string },
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  fluidSpace: { ...fluidSpace } as Record<keyof typeof fluidSpace, string>,
  measures,
  typeStyles,
  radii: { ...radii } as Record<keyof typeof radii, string>,
  shadows: { ...shadows } as Record<keyof typeof shadows, string>,
  breakpoints,
  motion,
  zIndices,
  layout: { ...layout } as Record<keyof typeof layout, string>,
  mark,
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

type SpaceStep = keyof typeof space;

/** Spacing steps for styled templates: `gap: ${spacing(3)};`, `padding: ${spacing(2, 4)};`. */
export const spacing =
  (...steps: SpaceStep[]) =>
  ({ theme: current }: { theme: Theme }) =>
    steps.map((step) => current.space[step]).join(' ');

/** A fluid spacing between two steps, growing with the viewport: `padding: ${fluidSpacing(8, 6, 18)};` → clamp(2rem, 6vw, 4.5rem). */
export const fluidSpacing =
  (min: SpaceStep, vw: number, max: SpaceStep) =>
  ({ theme: current }: { theme: Theme }) =>
    `clamp(${current.space[min]}, ${vw}vw, ${current.space[max]})`;

/**
 * A big black figure beyond the type scale (a plan's price, the 404's numerals): its size, line height
 * and tracking; colour stays with the caller. `${figure('price', 1, '-0.03em')}`
 */
export const figure =
  (size: keyof typeof figureSizes, lineHeight: number, tracking: string) =>
  ({ theme: current }: { theme: Theme }) =>
    `font-size: ${figureSizes[size]}; font-weight: ${current.fontWeights.black}; line-height: ${lineHeight}; letter-spacing: ${tracking};`;

/**
 * The soft two-glow backdrop of a page opening without a hero (get-started, the studio):
 * `background: ${heroBackdrop};` (the brand's soft primary top left, soft accent top right, on surfaceAlt).
 */
export const heroBackdrop = ({ theme: current }: { theme: Theme }) =>
  [
    `radial-gradient(60rem 24rem at 10% -10%, ${current.colors.primarySoft}, transparent 70%)`,
    `radial-gradient(40rem 20rem at 100% 0%, ${current.colors.accentSoft}, transparent 70%)`,
    current.colors.surfaceAlt,
  ].join(', ');

/** Builds a brand theme (the studio's demo sites) on the shared scale. */
export function createBrandTheme(overrides: {
  name: string;
  colors: Partial<ColorRoles>;
  fonts?: Partial<Theme['fonts']>;
  radii?: Partial<Theme['radii']>;
  shadows?: Partial<Theme['shadows']>;
  fluidSpace?: Partial<Theme['fluidSpace']>;
  heading?: Partial<TypeStyles['heading']>;
  eyebrow?: Partial<TypeStyles['eyebrow']>;
  quote?: Partial<TypeStyles['quote']>;
}): Theme {
  return {
    ...theme,
    name: overrides.name,
    colors: { ...theme.colors, ...overrides.colors },
    fonts: { ...theme.fonts, ...overrides.fonts },
    radii: { ...theme.radii, ...overrides.radii },
    shadows: { ...theme.shadows, ...overrides.shadows },
    fluidSpace: { ...theme.fluidSpace, ...overrides.fluidSpace },
    typeStyles: {
      heading: { ...theme.typeStyles.heading, ...overrides.heading },
      eyebrow: { ...theme.typeStyles.eyebrow, ...overrides.eyebrow },
      quote: { ...theme.typeStyles.quote, ...overrides.quote },
    },
  };
}
