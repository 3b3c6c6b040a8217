import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, verdict } from './contrast';

describe('contrast', () => {
  it('matches WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('rgb(118, 118, 118)', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('is symmetric and refuses what it cannot measure', () => {
    expect(contrastRatio('#4338ca', '#ffffff')).toBe(contrastRatio('#ffffff', '#4338ca'));
    expect(parseColor('color-mix(in srgb, red 10%, white)')).toBeUndefined();
    expect(contrastRatio('transparent', '#fff')).toBeUndefined();
  });

  it('grades ratios', () => {
    expect([7, 4.5, 3, 2.9, undefined].map(verdict)).toEqual(['AAA', 'AA', 'AA large', 'fail', 'n/a']);
  });
});
