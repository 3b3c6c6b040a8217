import { describe, expect, it } from 'vitest';
import { controlSurfaces } from '../../src/theme';
import { brandThemes } from '../../src/theme/brands';
import { contrastRatio } from './contrast';

/** WCAG 1.4.11 non-text contrast: the edge that shows a form control stands ≥ 3:1 off every surface it meets. */
describe('the control border', () => {
  for (const [brand, current] of Object.entries(brandThemes)) {
    it.each(controlSurfaces)(`${brand}: controlBorder on %s is at least 3:1`, (surface) => {
      const edge = current.colors.controlBorder;
      const ratio = contrastRatio(edge, current.colors[surface]);
      expect(ratio, `${brand} controlBorder ${edge} on ${surface} ${current.colors[surface]}`).toBeGreaterThanOrEqual(3);
    });
  }

  it('is its own role: the decorative border of every brand would fail (the old 1.23:1 of #e2e8f0 on white)', () => {
    for (const current of Object.values(brandThemes)) {
      expect(contrastRatio(current.colors.border, current.colors.surface)).toBeLessThan(3);
    }
    expect(contrastRatio('#e2e8f0', '#ffffff')).toBeCloseTo(1.23, 2);
  });
});
