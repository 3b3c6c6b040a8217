/**
 * What "the inbox fits" means, measured in the page: nothing scrolls sideways, every column of the
 * lead table lies inside its frame with its heading uncut, each row's status and received time are
 * whole, and every value cut with an ellipsis carries its full text as a title. On a phone (no
 * table header) every row shows its name, status and received time inside the row. No box around
 * the received time clips, so its exact-time tooltip is never cut off.
 */
import { expect } from 'storybook/test';

const inside = (inner: DOMRect, outer: DOMRect) => inner.width > 0 && inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;

const rectOf = (el: Element | null | undefined) => (el as HTMLElement).getBoundingClientRect();

/** The innermost elements reaching past the right edge of the window, for the failure message. */
function overflowing(): string {
  const wide = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5);
  const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
  const describe = (el: Element) => `<${el.tagName.toLowerCase()} class="${el.className}">${el.textContent?.slice(0, 40)}`;
  return innermost.slice(0, 4).map(describe).join(', ');
}

export async function expectColumnsInView(table: HTMLElement) {
  // Measured in the real fonts: a fallback face, still showing on a busy machine, sets other widths.
  await document.fonts.ready;
  await Promise.all(Array.from(document.fonts, (font) => font.load().catch(() => undefined)));
  const frame = table.parentElement as HTMLElement;
  const scrollWidth = document.documentElement.scrollWidth;
  const sideways = `the page scrolls sideways: ${scrollWidth > window.innerWidth ? overflowing() : ''}`;
  await expect(scrollWidth, sideways).toBeLessThanOrEqual(window.innerWidth);
  await expect(table.offsetWidth, 'the table is wider than its frame').toBeLessThanOrEqual(frame.clientWidth);
  const box = rectOf(frame);
  const header = table.querySelector('thead') as HTMLElement;
  const desktop = getComputedStyle(header).display !== 'none';
  const rows = [...table.querySelectorAll<HTMLElement>('tbody tr')];
  await expect(rows.length).toBeGreaterThan(0);
  if (desktop) {
    const heads = [...header.querySelectorAll<HTMLElement>('th')];
    await expect(heads).toHaveLength(7);
    for (const th of heads) {
      await expect(inside(rectOf(th), box), `column "${th.textContent}" is out of view`).toBe(true);
      await expect(th.scrollWidth, `heading "${th.textContent}" is cut`).toBeLessThanOrEqual(th.clientWidth);
    }
  }
  for (const row of rows) {
    const cells = [...row.querySelectorAll<HTMLElement>('td')];
    const name = row.querySelector('a');
    for (const cell of desktop ? cells : []) await expect(inside(rectOf(cell), box), `a cell of ${name?.title} is out of view`).toBe(true);
    const area = rectOf(desktop ? frame : row);
    for (const part of [name, row.querySelector('time'), cells.at(-1)?.firstElementChild]) {
      await expect(inside(rectOf(part), area), `${part?.textContent} of ${name?.title} is cut`).toBe(true);
    }
    // The status pill and the time are never cut, only the long free-text values.
    for (const whole of [row.querySelector('time'), cells.at(-1)?.firstElementChild] as HTMLElement[]) {
      await expect(whole.scrollWidth).toBeLessThanOrEqual(whole.clientWidth + 0.5);
      await expect(inside(rectOf(whole), rectOf(whole.closest('td')))).toBe(true);
    }
    // The exact time shows above the time on focus: nothing between it and the page may clip it.
    for (let el = row.querySelector('time')?.parentElement; el && el !== document.body; el = el.parentElement) {
      await expect(getComputedStyle(el).overflow, `${el.tagName} would clip the Received tooltip`).toBe('visible');
    }
    for (const cut of [name, ...row.querySelectorAll('[data-cut]')] as HTMLElement[]) {
      if (cut.scrollWidth > cut.clientWidth) await expect(cut.title, `cut value without its full text: ${cut.textContent}`).not.toBe('');
    }
  }
}
