/**
 * How far each centred heading's label (the eyebrow just above it) sits off the heading's centre, in px.
 * Measures what is painted, not the boxes: a label stretched full width by a grid still paints its text
 * flush left, so its box would look centred while the words are not. Self-contained (no imports, no
 * closures) so Playwright can run it in a page: `page.evaluate(labelOffsets, null)`.
 */
export interface LabelOffset {
  label: string;
  heading: string;
  /** Label's painted centre minus the heading's, in px (0 = centred). */
  offset: number;
}

export function labelOffsets(root: ParentNode | null = null): LabelOffset[] {
  const painted = (element: Element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const box = range.getBoundingClientRect();
    // A brand's rule before the label (::before) is painted too: widen the box by it and the gap.
    const before = getComputedStyle(element, '::before');
    const style = getComputedStyle(element);
    const rule = before.content && before.content !== 'none' ? parseFloat(before.width) + (parseFloat(style.columnGap) || 0) : 0;
    // A pill's padding and border are painted too (they hug the content, stretched box or not).
    const px = (value: string) => parseFloat(value) || 0;
    return {
      left: box.left - rule - px(style.paddingLeft) - px(style.borderLeftWidth),
      right: box.right + px(style.paddingRight) + px(style.borderRightWidth),
    };
  };
  const centre = (box: { left: number; right: number }) => (box.left + box.right) / 2;
  return [...(root ?? document).querySelectorAll('h1, h2, h3')]
    .filter((heading) => getComputedStyle(heading).textAlign === 'center' && heading.getBoundingClientRect().width > 0)
    .flatMap((heading) => {
      const label = heading.previousElementSibling;
      if (!label || label.tagName !== 'P' || !label.textContent?.trim()) return [];
      const offset = Math.round(centre(painted(label)) - centre(painted(heading)));
      return [{ label: label.textContent.trim(), heading: heading.textContent?.trim() ?? '', offset }];
    });
}
