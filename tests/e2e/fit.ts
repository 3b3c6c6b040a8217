import type { Page } from '@playwright/test';

/** The widths every route must fit: the smallest phone to a wide desktop. */
export const FIT_WIDTHS = [320, 375, 768, 1024, 1280, 1920] as const;

/**
 * What does not fit the screen on the current page: a document wider than the viewport (sideways
 * scroll), any visible box that reaches past the viewport's left or right edge (unless it sits in a
 * box that scrolls sideways on purpose, like a wide table), and any box that hides or clips content
 * wider than itself without an ellipsis, and any word broken across two lines. Each finding names the element and its numbers.
 */
export function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    const name = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const id = element.id ? `#${element.id}` : '';
      return `<${element.tagName.toLowerCase()}${id}> "${text}"`;
    };
    if (document.documentElement.scrollWidth > width)
      out.push(`page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width}`);
    const scrolls = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll';
    const hidden = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden' || node.getAttribute('aria-hidden') === 'true') return true;
        // Visually hidden text (clip / clip-path to nothing) and skip links parked off screen.
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
        if (node !== element && scrolls(style)) return true;
      }
      return false;
    };
    const all = [...document.body.querySelectorAll('*')];
    for (const element of all) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0) continue; // a skip link waits above the page
      if (box.left >= -1 && box.right <= width + 1) continue;
      if (element.matches(':focus-visible, :focus') || hidden(element)) continue;
      out.push(`${name(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px in ${width}`);
    }
    // Boxes that hide what overflows them sideways: nothing visible in them may reach past their edges.
    for (const element of all) {
      const style = getComputedStyle(element);
      if ((style.overflowX !== 'hidden' && style.overflowX !== 'clip') || style.textOverflow === 'ellipsis' || hidden(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      for (const inner of element.querySelectorAll('*')) {
        const rect = inner.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || (rect.left >= box.left - 1 && rect.right <= box.right + 1)) continue;
        if (hidden(inner) || getComputedStyle(inner).textOverflow === 'ellipsis') continue;
        out.push(
          `${name(element)} clips ${name(inner)}: ${Math.round(rect.left)}–${Math.round(rect.right)} px in a box at ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
        break;
      }
    }
    // No word is broken across two lines (a narrow box with overflow-wrap: anywhere does that).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style') || hidden(parent)) continue;
      for (const match of (node.textContent ?? '').matchAll(/[A-Za-z]{3,}/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) out.push(`"${match[0]}" in ${name(parent)} is broken across lines`);
      }
    }
    return out;
  });
}
