/** A stroked 16 × 16 glyph as a CSS url(), in a theme colour: a field's chevron, a checkbox's tick. */
const glyph = (path: string, color: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><path d='${path}' fill='none' stroke='${color}' ` +
      `stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/></svg>`,
  )}")`;

export const checkMark = (color: string) => glyph('M3.5 8.5l3 3 6-7', color);
export const chevronDown = (color: string) => glyph('M4 6l4 4 4-4', color);
