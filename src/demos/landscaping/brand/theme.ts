import { createBrandTheme } from '../../../theme/theme';

/** Forest, moss, fresh-cut lawn and a sunny yellow call to action. */
export const landscapingPalette = {
  pine: '#0f2a1a',
  forestDeep: '#17412a',
  forest: '#1f6b3a',
  forestDark: '#17542d',
  evergreen: '#24643a',
  lime: '#b5e48c',
  sage: '#f1f6ef',
  sageDeep: '#e3f0dc',
  fern: '#d5e2d3',
  /** Form-control edges: ≥ 3:1 on every surface of the brand. */
  edge: '#6f8a6c',
  mist: '#c8dccd',
  sun: '#f2c14e',
  sunSoft: '#fdf3d6',
  ink: '#1c2a21',
  stone: '#4a5d50',
  white: '#ffffff',
} as const;

const p = landscapingPalette;

/** Evergreen Landscaping: condensed heavy headings, square corners, a yellow call to action. */
export const landscapingTheme = createBrandTheme({
  name: 'evergreen-landscaping',
  colors: {
    text: p.ink,
    textMuted: p.stone,
    heading: p.pine,
    background: p.white,
    surface: p.white,
    surfaceAlt: p.sage,
    border: p.fern,
    controlBorder: p.edge,
    primary: p.forest,
    primaryHover: p.forestDark,
    onPrimary: p.white,
    primarySoft: p.sageDeep,
    accent: p.evergreen,
    accentSoft: p.sageDeep,
    highlight: p.sun,
    highlightSoft: p.sunSoft,
    highlightText: p.forestDeep,
    onHighlight: p.pine,
    danger: '#a4201a',
    dangerSoft: '#fff4f2',
    success: p.forest,
    successSoft: p.sageDeep,
    inverse: p.pine,
    inverseRaised: p.forestDeep,
    onInverse: p.white,
    onInverseMuted: p.mist,
    onInverseAccent: p.lime,
    onAccent: p.white,
  },
  fonts: {
    // Both shipped with the site (demos/landscaping/brand.tsx; Inter is the studio's): the same on every device.
    display:
      "'Roboto Condensed Variable', 'Roboto Condensed Fallback', 'Arial Narrow', 'Liberation Sans Narrow', " +
      "'Helvetica Neue', Arial, sans-serif",
    body: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
    displayCh: '0.5054em', // Roboto Condensed at 700
  },
  radii: { sm: '4px', md: '6px', lg: '8px', xl: '12px', control: '4px' },
  shadows: {
    md: '0 6px 16px -6px rgb(15 42 26 / 0.2)',
    lg: '0 20px 40px -16px rgb(15 42 26 / 0.3)',
    focus: `0 0 0 3px ${p.white}, 0 0 0 5px ${p.forest}`,
  },
  fluidSpace: { section: 'clamp(3rem, 8vw, 5.5rem)' },
  // Roboto Condensed is drawn at 700–800 only (brand/index.tsx): headings, quotes, figures.
  heading: { weight: 700, letterSpacing: '-0.005em', lineHeight: 1.05 },
  eyebrow: { letterSpacing: '0.16em' },
  quote: { weight: 700 },
});

export const landscapingSelection = { background: p.lime, color: p.pine } as const;
