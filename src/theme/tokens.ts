/**
 * Design tokens: the only place raw colours, sizes and timings live.
 * Everything above this layer reads them through the styled-components theme.
 */
export const palette = {
  ink: '#0b1220',
  ink2: '#1e293b',
  slate: '#475569',
  mist: '#64748b',
  line: '#e2e8f0',
  /** The edge of a form control: ≥ 3:1 against white, snow and brandSoft (WCAG 1.4.11). */
  edge: '#7c8aa0',
  cloud: '#f1f5f9',
  snow: '#f8fafc',
  white: '#ffffff',
  brand: '#4338ca',
  brandStrong: '#3730a3',
  brandSoft: '#eef2ff',
  brandTint: '#c7d2fe',
  accent: '#0f766e',
  accentSoft: '#ccfbf1',
  sun: '#f59e0b',
  sunSoft: '#fef3c7',
  sunInk: '#92400e',
  mistLight: '#cbd5e1',
  danger: '#b91c1c',
  dangerSoft: '#fef2f2',
  success: '#15803d',
  successSoft: '#f0fdf4',
} as const;

/** The studio's mark (NavBar/Logo): its own colours, the same under every brand. */
export const mark = { from: palette.brand, to: palette.accent, ray: palette.white, spark: '#fde68a' } as const;

export const fonts = {
  body: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  display: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  /**
   * What a ch (the width of "0") is in the display web font at its heading weight, in em. Headline
   * measures are counted in it, not in ch: a ch follows the font in use, and the fallback's "0" is
   * narrower or wider than the web font's, so a ch measure moved the headline's breaks when the web
   * font arrived (CLS 0.02-0.03 on the home page and the landscaping pages). Measured in Chromium.
   */
  displayCh: '0.6919em',
} as const;

/** Fluid type scale (rem, clamp between mobile and desktop sizes). */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': 'clamp(1.375rem, 1.2rem + 0.8vw, 1.625rem)',
  '3xl': 'clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem)',
  '4xl': 'clamp(2.125rem, 1.6rem + 2.4vw, 3rem)',
  '5xl': 'clamp(2.5rem, 1.7rem + 3.6vw, 4rem)',
  display: 'clamp(2.5rem, 1.6rem + 4.2vw, 4.5rem)',
} as const;

/** Display figures beyond the type scale: a plan's price, the 404's numerals (read through `figure()`). */
export const figureSizes = {
  price: 'clamp(2.5rem, 2rem + 2vw, 3rem)',
  code: 'clamp(5.5rem, 4rem + 8vw, 9rem)',
} as const;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700, black: 800 } as const;
export const lineHeights = { tight: 1.1, snug: 1.3, normal: 1.6 } as const;

/** Spacing steps: step n is n × 0.25rem. */
export const space = {
  0: '0',
  0.5: '0.125rem',
  1: '0.25rem',
  1.5: '0.375rem',
  2: '0.5rem',
  2.5: '0.625rem',
  3: '0.75rem',
  3.5: '0.875rem',
  4: '1rem',
  4.5: '1.125rem',
  5: '1.25rem',
  6: '1.5rem',
  6.5: '1.625rem',
  7: '1.75rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  14: '3.5rem',
  16: '4rem',
  18: '4.5rem',
  20: '5rem',
  24: '6rem',
} as const;

/** Fluid spacing (clamp between phone and desktop): section bands, page openings, card padding. */
export const fluidSpace = {
  section: 'clamp(3.5rem, 9vw, 6rem)',
  sectionCompact: 'clamp(2.5rem, 6vw, 3.5rem)',
  intro: 'clamp(2.5rem, 7vw, 4.5rem)',
  block: 'clamp(2rem, 5vw, 3rem)',
  card: 'clamp(1.5rem, 4vw, 2.5rem)',
  /** Padding of a feature panel (the two options, the not-sure prompt). */
  panel: 'clamp(1.75rem, 4vw, 2.5rem)',
  gap: 'clamp(1.5rem, 4vw, 3rem)',
} as const;

/**
 * Reading widths. `column` holds a lead or an illustration beside the copy; `action` is the width
 * below which call-to-action buttons wrap onto their own full-width rows on phones.
 */
export const measures = {
  action: '14rem',
  /** The widest a table cell grows at desktop width (the inbox's e-mail and business columns). */
  cell: '16rem',
  narrow: '18rem',
  text: '34rem',
  column: '36rem',
  lead: '38rem',
  wide: '46rem',
  container: '820px',
} as const;

/** `control` rounds form fields; brands set it apart from buttons (md). */
export const radii = { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px', control: '10px' } as const;

export const shadows = {
  sm: '0 1px 2px rgb(15 23 42 / 0.06), 0 1px 3px rgb(15 23 42 / 0.08)',
  md: '0 4px 12px rgb(15 23 42 / 0.08), 0 2px 4px rgb(15 23 42 / 0.05)',
  lg: '0 18px 40px -12px rgb(15 23 42 / 0.22)',
  /** White gap, then the brand ring: follows the brand token. */
  focus: `0 0 0 3px ${palette.white}, 0 0 0 5px ${palette.brand}`,
} as const;

/** Min-width breakpoints in px; `media` below turns them into queries. */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

export const motion = {
  fast: '120ms',
  base: '200ms',
  slow: '320ms',
  easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
} as const;

/** The one focus ring every control shows: its width and its distance from the control. */
export const focusRingSize = { width: '3px', offset: '2px' } as const;

export const zIndices = { base: 0, raised: 10, nav: 100, overlay: 200, modal: 300, toast: 400 } as const;

export const layout = { maxWidth: '1200px', navHeight: '72px', gutter: 'clamp(1rem, 4vw, 2rem)' } as const;
