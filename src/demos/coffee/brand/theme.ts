import { createBrandTheme } from '../../../theme/theme';

/** Espresso, steamed-milk cream and cinnamon: the Daily Grind's palette. */
export const coffeePalette = {
  espresso: '#2a1a12',
  roast: '#3d2b22',
  mocha: '#6b5447',
  cinnamon: '#8a3f17',
  cinnamonDark: '#6e3010',
  caramel: '#dc9a4f',
  peach: '#f3d2b3',
  blush: '#f6e0cf',
  latte: '#f3e9da',
  cream: '#fbf6ee',
  foam: '#fffaf1',
  crust: '#e4d4bf',
  /** Form-control edges: ≥ 3:1 on every surface of the brand. */
  edge: '#957560',
  sage: '#2f5d50',
  sageSoft: '#dfe7dc',
  sageMist: '#e8efe4',
  milk: '#e2cfbd',
  white: '#ffffff',
} as const;

const p = coffeePalette;

/** The Daily Grind: Fraunces headings, pill buttons, warm shadows. */
export const coffeeTheme = createBrandTheme({
  name: 'the-daily-grind',
  colors: {
    text: p.roast,
    textMuted: p.mocha,
    heading: p.espresso,
    background: p.cream,
    surface: p.foam,
    surfaceAlt: p.latte,
    border: p.crust,
    controlBorder: p.edge,
    primary: p.cinnamon,
    primaryHover: p.cinnamonDark,
    onPrimary: p.white,
    primarySoft: p.blush,
    accent: p.sage,
    accentSoft: p.sageSoft,
    highlight: p.caramel,
    highlightSoft: '#fbe9d0',
    highlightText: p.cinnamonDark,
    onHighlight: p.espresso,
    danger: '#a4201a',
    dangerSoft: '#fcefe9',
    success: p.sage,
    successSoft: p.sageSoft,
    inverse: p.espresso,
    inverseRaised: p.roast,
    onInverse: p.cream,
    onInverseMuted: p.milk,
    onInverseAccent: p.peach,
    onAccent: p.sageMist,
  },
  fonts: {
    display: "'Fraunces Variable', 'Fraunces Fallback', Georgia, 'Times New Roman', serif",
    body: "'Inter Variable', 'Inter Fallback', 'Avenir Next', Avenir, 'Segoe UI', Helvetica, Arial, sans-serif",
    displayCh: '0.6885em', // Fraunces at 650
  },
  radii: { sm: '10px', md: '999px', lg: '22px', xl: '32px', control: '14px' },
  shadows: {
    sm: '0 1px 2px rgb(42 26 18 / 0.08)',
    md: '0 8px 20px -8px rgb(42 26 18 / 0.25)',
    lg: '0 24px 48px -20px rgb(42 26 18 / 0.35)',
    focus: `0 0 0 3px ${p.cream}, 0 0 0 5px ${p.cinnamon}`,
  },
  fluidSpace: { section: 'clamp(3rem, 8vw, 5.5rem)' },
  // Fraunces is drawn at one weight, 650 (brand/index.tsx): headings and quotes alike.
  heading: { weight: 650, letterSpacing: '-0.015em', lineHeight: 1.08 },
  eyebrow: { letterSpacing: '0.14em', color: 'accent', rule: true },
  quote: { weight: 650 },
});

/** Text selection in the café's colours. */
export const coffeeSelection = { background: p.peach, color: p.espresso } as const;
