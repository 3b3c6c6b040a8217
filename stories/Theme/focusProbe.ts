/**
 * The focused element's ring, as the browser paints it: outline style, width, colour and the colour
 * of the surface around the element (the first painted background among its ancestors). Self-contained
 * so Playwright can run it in a page: `page.evaluate(focusedRing, null)`.
 */
export interface FocusedRing {
  element: string;
  style: string;
  width: number;
  color: string;
  surface: string;
}

export function focusedRing(_: null = null): FocusedRing | null {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const ring = getComputedStyle(element);
  let surface = 'rgb(255, 255, 255)';
  for (let node = element.parentElement; node; node = node.parentElement) {
    const background = getComputedStyle(node).backgroundColor;
    const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(background)?.[1];
    if (background !== 'transparent' && (alpha === undefined || Number(alpha) > 0.5)) {
      surface = background;
      break;
    }
  }
  const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`;
  return { element: name, style: ring.outlineStyle, width: parseFloat(ring.outlineWidth), color: ring.outlineColor, surface };
}
