import type { ColorRoles, Theme } from './theme';
import { focusRingSize } from './tokens';

/**
 * The colour role of the focus ring on each surface role a control can sit on. Every brand keeps each
 * pair at ≥ 3:1 (stories/Theme/focusRing.test.ts); the ring is drawn outside the control, so it
 * is measured against the surface around it, not the control's own fill.
 */
export const focusRingOn = {
  background: 'primary',
  surface: 'primary',
  surfaceAlt: 'primary',
  primarySoft: 'primary',
  inverse: 'onInverse',
  inverseRaised: 'onInverse',
  primary: 'onPrimary',
  accent: 'onAccent',
  highlight: 'onHighlight',
} as const satisfies Partial<Record<keyof ColorRoles, keyof ColorRoles>>;

export type FocusSurface = keyof typeof focusRingOn;

type Themed = { theme: Theme };

/** The ring's colour on a surface, as a role token. */
export const focusRingColor = (current: Theme, surface: FocusSurface) => current.colors[focusRingOn[surface]];

/** On a band or panel painted in `surface`: every ring inside takes that surface's ring colour. */
export const focusSurface =
  (surface: FocusSurface) =>
  ({ theme: current }: Themed) =>
    `--focus-ring: ${focusRingColor(current, surface)};`;

/** The one visible focus ring (a 3 px outline 2 px off the control), in the colour its surface set. */
export const focusRing = ({ theme: current }: Themed) =>
  `outline: ${focusRingSize.width} solid var(--focus-ring, ${focusRingColor(current, 'background')}); ` +
  `outline-offset: ${focusRingSize.offset};`;
