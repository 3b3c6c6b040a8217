// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOutline } from './outline.ts';

/** jsdom has no layout: each element's box comes from its data-box attribute ("x y w h"). */
function layOut() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const [x = 0, y = 0, width = 0, height = 0] = (this.getAttribute('data-box') ?? '').split(' ').map(Number);
    return { x, y, width, height, top: y, left: x, right: x + width, bottom: y + height, toJSON: () => ({}) } as DOMRect;
  });
  Object.defineProperty(document.documentElement, 'scrollWidth', { configurable: true, value: 1280 });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 900 });
}

afterEach(() => vi.restoreAllMocks());

describe('pageOutline (tests/visual/outline.ts)', () => {
  it('lists landmarks, sections, headings and images with their boxes, nested as they are', () => {
    document.body.innerHTML = `
      <div id="root">
        <header data-box="0 0 1280 72"><nav aria-label="Main" data-box="736 18 472 36.4"></nav></header>
        <main data-box="0 72 1280 700">
          <div class="wrapper" data-box="0 72 1280 700">
            <section aria-labelledby="t" data-box="0 72 1280 500.6">
              <h2 id="t" data-box="72 100 400 40">Choose   Your
                Package</h2>
              <img alt="An espresso cup on a saucer with a spoon, steam rising from it" data-box="72 160 300 200">
            </section>
          </div>
          <nav aria-label="Hidden on desktop" data-box="0 0 0 0"><h2 data-box="0 0 100 20">Never listed</h2></nav>
        </main>
      </div>`;
    layOut();
    expect(pageOutline()).toBe(
      [
        'page 1280×900',
        'header 0,0 1280×72',
        '  nav "Main" 736,18 472×36',
        'main 0,72 1280×700',
        '  section "Choose Your Package" 0,72 1280×501',
        '    h2 "Choose Your Package" 72,100 400×40',
        '    img "An espresso cup on a saucer with a spoon, steam…" 72,160 300×200',
        '',
      ].join('\n'),
    );
  });

  it('changes when a section moves or changes size', () => {
    document.body.innerHTML = '<main data-box="0 0 1280 700"><section aria-label="Hero" data-box="0 0 1280 500"></section></main>';
    layOut();
    const before = pageOutline();
    document.querySelector('section')?.setAttribute('data-box', '0 1 1280 500');
    expect(pageOutline()).not.toBe(before);
  });
});
