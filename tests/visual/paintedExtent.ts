/**
 * How far right and down a story paints, so a capture can stop there instead of covering the whole
 * 1280 px × 640+ px viewport (a button's baseline was 1280×900). The capture keeps its origin at the
 * page's top-left corner: content that moves still changes the image, exactly as before; only
 * columns and rows where nothing is painted (page background) are left out.
 *
 * Painted: text, replaced elements (images, SVG, form controls), and any element with a background,
 * a border, an outline or a box shadow (the shadow's and the outline's reach included). The
 * document's own background (the root's, or the body's where it fills the canvas) is what is left out. EXTRA covers what a box does not tell
 * (anti-aliased edges, text shadows, pseudo-elements drawn just outside their element).
 */

const EXTRA = 16;
const REPLACED = new Set([
  'IMG',
  'SVG',
  'VIDEO',
  'CANVAS',
  'INPUT',
  'TEXTAREA',
  'SELECT',
  'IFRAME',
  'HR',
  'PROGRESS',
  'METER',
  'OBJECT',
  'EMBED',
]);

interface Extent {
  right: number;
  bottom: number;
}

const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);

/** Pixels a box shadow list reaches beyond the border box, to the right and below. */
export function shadowReach(shadow: string): Extent {
  const reach = { right: 0, bottom: 0 };
  if (shadow === 'none') return reach;
  // Computed form: "rgba(0, 0, 0, 0.1) 0px 4px 12px -2px, …": split on commas outside parentheses.
  for (const one of shadow.split(/,(?![^(]*\))/)) {
    if (/\binset\b/.test(one)) continue;
    const [x = 0, y = 0, blur = 0, spread = 0] = (one.replace(/rgba?\([^)]*\)/g, '').match(/-?[\d.]+px/g) ?? []).map(parseFloat);
    reach.right = Math.max(reach.right, x + blur + spread);
    reach.bottom = Math.max(reach.bottom, y + blur + spread);
  }
  return reach;
}

function borderPaints(style: CSSStyleDeclaration): boolean {
  return (['Top', 'Right', 'Bottom', 'Left'] as const).some(
    (side) =>
      parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
      style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
      !transparent(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
  );
}

/** How far right and down this element itself paints, or null when it paints nothing. */
function elementExtent(element: Element): Extent | null {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return null;
  const style = getComputedStyle(element);
  if (style.visibility === 'hidden' || style.opacity === '0') return null;
  const shadow = shadowReach(style.boxShadow);
  const outline = style.outlineStyle !== 'none' ? parseFloat(style.outlineWidth) + Math.max(0, parseFloat(style.outlineOffset)) : 0;
  const paints =
    REPLACED.has(element.tagName.toUpperCase()) ||
    !transparent(style.backgroundColor) ||
    style.backgroundImage !== 'none' ||
    borderPaints(style) ||
    shadow.right > 0 ||
    shadow.bottom > 0 ||
    outline > 0 ||
    ['::before', '::after'].some((pseudo) => !['none', 'normal'].includes(getComputedStyle(element, pseudo).content));
  if (!paints) return null;
  return { right: rect.right + Math.max(shadow.right, outline), bottom: rect.bottom + Math.max(shadow.bottom, outline) };
}

/** The right and bottom edge of everything the page paints, plus EXTRA, within the viewport. */
export function paintedExtent(): Extent {
  const extent = { right: 0, bottom: 0 };
  const grow = (e: Extent | null) => {
    if (!e) return;
    extent.right = Math.max(extent.right, e.right);
    extent.bottom = Math.max(extent.bottom, e.bottom);
  };
  // The body's background fills the whole canvas unless the root has one of its own (a demo's
  // brand background on a white page): then the body's box is painted like any element's.
  if (!transparent(getComputedStyle(document.documentElement).backgroundColor)) grow(elementExtent(document.body));
  // Visually hidden text (a toast's screen-reader announcement, present for its first second) paints nothing.
  const hidden = Array.from(document.body.querySelectorAll('*')).filter((e) => getComputedStyle(e).clip === 'rect(0px, 0px, 0px, 0px)');
  const unpainted = (node: Node) => hidden.some((h) => h.contains(node));
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (element.closest('script, style, template, noscript, [data-testid="visual-frame"]') || unpainted(element)) continue;
    grow(elementExtent(element));
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || node.parentElement?.closest('script, style, template, noscript') || unpainted(node)) continue;
    range.selectNodeContents(node);
    for (const rect of Array.from(range.getClientRects())) grow(rect);
  }
  return {
    right: Math.min(window.innerWidth, Math.ceil(extent.right + EXTRA)),
    bottom: Math.min(window.innerHeight, Math.ceil(extent.bottom + EXTRA)),
  };
}

/** The capture frame's test id (page.getByTestId). */
export const VISUAL_FRAME_ID = 'visual-frame';

/**
 * A transparent, fixed element over the top-left part of the page the story paints: screenshotting
 * it captures exactly that part (the viewport is as tall as the page, so nothing scrolls).
 */
export function paintedFrame(): HTMLElement {
  const { right, bottom } = paintedExtent();
  const frame = document.createElement('div');
  // Found by this id, not by its place among body's children: a toast leaving the page would move it.
  frame.dataset.testid = VISUAL_FRAME_ID;
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, {
    position: 'fixed',
    left: '0',
    top: '0',
    width: `${Math.max(1, right)}px`,
    height: `${Math.max(1, bottom)}px`,
    pointerEvents: 'none',
    zIndex: '-1',
  });
  document.body.append(frame);
  return frame;
}
