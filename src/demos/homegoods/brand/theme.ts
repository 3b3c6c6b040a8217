import { createBrandTheme } from '../../../theme/theme';

/** Linen, oat, charcoal and a terracotta accent for sale prices. */
export const homegoodsPalette = {
  charcoal: '#1d1a17',
  graphite: '#3a342f',
  ink: '#2b2724',
  taupe: '#5f5750',
  linen: '#f7f4ef',
  oat: '#efe8dd',
  sand: '#e2dbd0',
  /** Form-control edges: ≥ 3:1 on every surface of the brand. */
  edge: '#877d72',
  flax: '#d9cfc2',
  terracotta: '#9c4a2f',
  blush: '#f5e6df',
  white: '#ffffff',
} as const;

const p = homegoodsPalette;

/** Hearth & Co.: light editorial serif, square corners, no shadows at rest. */
export const homegoodsTheme = createBrandTheme({
  name: 'hearth-and-co',
  colors: {
    text: p.ink,
    textMuted: p.taupe,
    heading: p.charcoal,
    background: p.linen,
    surface: p.white,
    surfaceAlt: p.oat,
    border: p.sand,
    controlBorder: p.edge,
    primary: p.charcoal,
    primaryHover: p.graphite,
    onPrimary: p.white,
    primarySoft: p.oat,
    accent: p.terracotta,
    accentSoft: p.blush,
    highlight: p.terracotta,
    highlightSoft: p.blush,
    highlightText: p.terracotta,
    onHighlight: p.white,
    danger: '#a4201a',
    dangerSoft: '#fdf1ee',
    success: '#3f6b4a',
    successSoft: '#e6efe6',
    inverse: p.charcoal,
    inverseRaised: p.graphite,
    onInverse: p.linen,
    onInverseMuted: p.flax,
    onInverseAccent: p.blush,
    onAccent: p.white,
  },
  fonts: {
    // Both shipped with the site (demos/homegoods/brand.tsx; Inter is the studio's): the same on every device.
    display:
      "'Newsreader Variable', 'Newsreader Fallback', 'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', serif",
    body: "'Inter Variable', 'Inter Fallback', 'Helvetica Neue', Helvetica, Arial, sans-serif",
    displayCh: '0.5665em', // Newsreader at 400
  },
  radii: { sm: '2px', md: '0px', lg: '2px', xl: '4px', control: '2px' },
  shadows: {
    sm: 'none',
    md: '0 12px 32px -16px rgb(29 26 23 / 0.28)',
    lg: '0 24px 48px -24px rgb(29 26 23 / 0.35)',
    focus: `0 0 0 2px ${p.linen}, 0 0 0 4px ${p.terracotta}`,
  },
  fluidSpace: { section: 'clamp(3rem, 8vw, 6rem)' },
  heading: { weight: 400, letterSpacing: '-0.01em', lineHeight: 1.1 },
  eyebrow: { size: 'xs', letterSpacing: '0.24em', color: 'textMuted' },
});

export const homegoodsSelection = { background: p.blush, color: p.charcoal } as const;
