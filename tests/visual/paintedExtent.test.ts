import { describe, expect, it } from 'vitest';
import { shadowReach } from './paintedExtent.ts';

describe('shadowReach (tests/visual/paintedExtent.ts)', () => {
  it('takes the farthest reach right and down over every outer shadow of a computed box-shadow', () => {
    // Chromium's computed form: colour first, then x, y, blur, spread.
    expect(shadowReach('rgba(15, 23, 42, 0.08) 0px 4px 12px 0px, rgba(15, 23, 42, 0.05) 0px 2px 4px 0px')).toEqual({
      right: 12,
      bottom: 16,
    });
    expect(shadowReach('rgba(15, 23, 42, 0.22) 0px 18px 40px -12px')).toEqual({ right: 28, bottom: 46 });
    // The focus ring: spread only.
    expect(shadowReach('rgb(255, 255, 255) 0px 0px 0px 3px, rgb(67, 56, 202) 0px 0px 0px 5px')).toEqual({ right: 5, bottom: 5 });
  });

  it('ignores inset shadows and none', () => {
    expect(shadowReach('rgba(0, 0, 0, 0.1) 0px 2px 4px 0px inset')).toEqual({ right: 0, bottom: 0 });
    expect(shadowReach('none')).toEqual({ right: 0, bottom: 0 });
  });
});
