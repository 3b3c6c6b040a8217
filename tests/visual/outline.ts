/**
 * A page's outline: where each landmark, section, form, table, heading and image sits, as text. Page and
 * demo-screen stories are compositions of section stories whose pixels are captured at both widths;
 * at the width where a page is not captured as an image, its outline is compared instead, so a
 * section that moves, grows, goes missing, changes order or overflows the page still fails the page.
 *
 *   page 1280×5245
 *   header "Site" 0,0 1280×72
 *   main 0,0 1280×4874
 *     section "Simple, Transparent Pricing" 0,0 1280×516
 *       h1 "Simple, Transparent Pricing" 300,160 680×128
 */

const OUTLINED = 'header, nav, main, section, article, aside, footer, form, table, h1, h2, h3, h4, img';

const squash = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 48 ? `${line.slice(0, 47)}…` : line;
};

function label(element: Element): string {
  const named = element.getAttribute('aria-label') ?? element.getAttribute('alt');
  if (named !== null) return named;
  if (/^H\d$/.test(element.tagName)) return element.textContent ?? '';
  const labelledBy = element.getAttribute('aria-labelledby');
  return labelledBy ? (document.getElementById(labelledBy)?.textContent ?? '') : '';
}

function rendered(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

function line(element: Element, depth: number): string {
  const rect = element.getBoundingClientRect();
  const text = squash(label(element));
  const box = `${Math.round(rect.x + scrollX)},${Math.round(rect.y + scrollY)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
  return `${'  '.repeat(depth)}${element.tagName.toLowerCase()}${text ? ` "${text}"` : ''} ${box}`;
}

export function pageOutline(): string {
  const root = document.documentElement;
  const lines = [`page ${root.scrollWidth}×${root.scrollHeight}`];
  const walk = (parent: Element, depth: number) => {
    for (const child of Array.from(parent.children)) {
      if (!rendered(child) && child.matches(OUTLINED)) continue;
      const outlined = child.matches(OUTLINED);
      if (outlined) lines.push(line(child, depth));
      walk(child, outlined ? depth + 1 : depth);
    }
  };
  walk(document.body, 0);
  return `${lines.join('\n')}\n`;
}
