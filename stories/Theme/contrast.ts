/** WCAG 2.2 contrast ratios for the Theme pages (sRGB relative luminance). */

type Rgb = [number, number, number];

/** #rgb, #rrggbb, #rrggbbaa (alpha ignored) or rgb()/rgba(); anything else (color-mix…) is not measurable. */
export function parseColor(value: string): Rgb | undefined {
  const v = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(v)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.slice(0, 6);
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(v);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio (1–21) of two colours, or undefined when either cannot be parsed. */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const fg = parseColor(foreground);
  const bg = parseColor(background);
  if (!fg || !bg) return undefined;
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export type Verdict = 'AAA' | 'AA' | 'AA large' | 'fail' | 'n/a';

/** AAA ≥ 7, AA ≥ 4.5 (body text), AA large ≥ 3 (large text, icons, borders of controls). */
export function verdict(ratio: number | undefined): Verdict {
  if (ratio === undefined) return 'n/a';
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large';
  return 'fail';
}
