import { describe, expect, it } from 'vitest';
import { focusRingColor, focusRingOn, type FocusSurface } from '../../src/theme';
import { brandThemes } from '../../src/theme/brands';
import { contrastRatio } from './contrast';

const surfaces = Object.keys(focusRingOn) as FocusSurface[];

/** WCAG 2.2 focus appearance / non-text contrast: the ring stands ≥ 3:1 off the surface around the control. */
describe('the focus ring', () => {
  for (const [brand, current] of Object.entries(brandThemes)) {
    it.each(surfaces)(`${brand}: the ring on %s is at least 3:1 against it`, (surface) => {
      const ring = focusRingColor(current, surface);
      const ratio = contrastRatio(ring, current.colors[surface]);
      expect(ratio, `${brand} ring ${ring} on ${surface} ${current.colors[surface]}`).toBeGreaterThanOrEqual(3);
    });
  }

  it('fails a ring that sits too close to its surface (the old footer: the studio primary on navy)', () => {
    const studio = brandThemes.studio;
    expect(contrastRatio(studio.colors.primary, studio.colors.inverse)).toBeLessThan(3);
  });
});
