/**
 * Local visual regression for every story (Vitest browser mode, no cloud): after a story's play
 * function and axe checks pass, the page is captured at desktop width, and at mobile width too
 * where the layout differs (every story except the padded primitives), from its top-left corner to
 * where the story stops painting (paintedExtent.ts), and compared with the committed baseline in
 * tests/visual/__screenshots__ by a command that runs in Node (compare.ts). A mismatch fails the test
 * and leaves the baseline, the actual image and a diff in tests/visual/__diffs__/. Pages and demo screens compare
 * their outline (outline.ts) at desktop width instead of a second image.
 *
 * Deterministic on purpose: a fixed clock and random seed for the story, reduced motion (set on
 * the browser context) plus Storybook's own animation pause, web fonts and images loaded first.
 *
 * Update baselines after an intended change: `npm run test:visual -- --update`.
 * Skip screenshots for a quick run: VISUAL=off npm run test:storybook.
 */
import { afterEach, beforeEach, expect, inject, vi, type TestContext } from 'vitest';
import { commands, page } from 'vitest/browser';
import { DESKTOP_WIDTH, MOBILE_WIDTH } from '../../.storybook/viewports';
import { baselineName, STORE_DIR, type MatchOptions, type MatchResult } from './names';
import { pageOutline } from './outline';
import { paintedFrame } from './paintedExtent';

/** Saturday 13 June 2026, noon UTC: what "today" is in every story. */
export const FIXED_NOW = new Date('2026-06-13T12:00:00Z');
const RANDOM_SEED = 20260613;

/** A small deterministic PRNG (mulberry32) in place of Math.random. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type VisualWidth = 'mobile' | 'desktop';

/**
 * Story parameter `visual`: false skips the screenshot; `widths` overrides the default; `outlines`
 * compares the page's outline (outline.ts) at these widths instead of an image (pages and demo
 * screens: their sections are captured on their own); `sameAs` names a story of the same file that
 * ends on the same screen by design (three failures that show one message): the capture is compared
 * with that story's baseline, which is stored once.
 */
export interface VisualParameter {
  widths?: VisualWidth[];
  /** A state that only shows while scrolled: the 900 px viewport is captured, scrolled this far. */
  scrollY?: number;
  outlines?: VisualWidth[];
  sameAs?: string;
}

interface StoryInContext {
  id: string;
  parameters: { layout?: string; visual?: false | VisualParameter };
  globals: { viewport?: { value?: string } };
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Captures the visual frame and compares it with its baseline (compare.ts). */
    matchBaseline: (capture: string, options?: MatchOptions) => Promise<MatchResult>;
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** False when VISUAL=off: stories run without screenshots. */
    visualRegression: boolean;
  }
}

const enabled = inject('visualRegression');
const realRandom = Math.random;

beforeEach(() => {
  // Frozen, not advancing: a clock that moved with the run would shift "5 minutes ago" and times shown.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: false });
  vi.setSystemTime(FIXED_NOW);
  Math.random = seededRandom(RANDOM_SEED);
});

afterEach(async (context: TestContext & { story?: StoryInContext }) => {
  try {
    const story = context.story;
    if (!enabled || !story || context.task.result?.state === 'fail') return;
    const visual = story.parameters.visual;
    if (visual === false) return;
    // A toast lives 5 s, and on a saturated machine the captures below can take longer (a rate-limit
    // toast closed mid-capture in CI: 932 px tall instead of 1060). Radix pauses every toast's timer
    // while the window has no focus, so the window reads as blurred until the captures are done.
    window.dispatchEvent(new Event('blur'));
    // A story that pins a viewport (globals.viewport) is captured once, at that viewport's width.
    const pinned = story.globals.viewport?.value;
    const padded = story.parameters.layout === 'padded' || story.parameters.layout === 'centered';
    const widths: [string, number][] = pinned
      ? [[pinned, window.innerWidth]]
      : (visual?.widths ?? (padded ? ['desktop'] : ['mobile', 'desktop'])).map((w) => [w, w === 'mobile' ? MOBILE_WIDTH : DESKTOP_WIDTH]);
    const restore = normalizeRendering();
    const baseline = visual?.sameAs ?? context.task.name;
    for (const [name, width] of widths) {
      await settle(width, visual?.scrollY);
      const frame = paintedFrame();
      try {
        const capture = `${name}/${baseline}`;
        const result = await commands.matchBaseline(capture, backdropBlurred() ? BLURRED_COMPARATOR : undefined);
        if (result.written) console.log(`[visual] recorded ${result.written}`);
        expect.soft(result.mismatch, capture).toBeUndefined();
      } finally {
        frame.remove();
      }
    }
    for (const name of visual?.outlines ?? []) {
      await settle(name === 'mobile' ? MOBILE_WIDTH : DESKTOP_WIDTH);
      await expect.soft(pageOutline()).toMatchFileSnapshot(outlinePath(context.task.file.name, baseline, name));
    }
    restore();
  } finally {
    window.dispatchEvent(new Event('focus'));
    vi.useRealTimers();
    Math.random = realRandom;
  }
});

/**
 * stories/Pages/HomePage.stories.tsx + "Default" → tests/visual/__screenshots__/chromium-linux/Pages/HomePage/Default.desktop.outline.txt,
 * relative to the story file (how toMatchFileSnapshot resolves it).
 */
function outlinePath(storyFile: string, story: string, width: string): string {
  const [, ...group] = storyFile.replace(/\.stories\.tsx?$/, '').split('/');
  return `${'../'.repeat(group.length)}${STORE_DIR}/chromium-linux/${group.join('/')}/${baselineName(story)}.${width}.outline.txt`;
}

/**
 * Chromium paints dotted and dashed text decorations with a phase that varies between runs (seen
 * on the inbox's dotted "2 hours ago" underlines: ~170 pixels); captures draw them solid. The caret
 * blinks: it is transparent for the whole capture (compare.ts says why not per screenshot).
 */
const NORMALIZE_CSS = '* { text-decoration-style: solid !important; caret-color: transparent !important; }';

function normalizeRendering(): () => void {
  // A clicked button keeps or loses focus depending on timing (Chromium drops focus from a button
  // disabled while it submits, unless it is re-enabled first), so its ring comes and goes: captures
  // show buttons unfocused. Focused fields, links and regions keep their ring.
  if (document.activeElement instanceof HTMLButtonElement) document.activeElement.blur();
  const style = document.createElement('style');
  style.dataset.visualRegression = '';
  style.textContent = NORMALIZE_CSS;
  document.head.append(style);
  return () => style.remove();
}

/** Tallest capture; longer pages are cut here. */
const MAX_HEIGHT = 10000;
const MIN_HEIGHT = 640;

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Resizes the test iframe and waits until the page itself reports the new size, then for layout. */
async function resize(width: number, height: number) {
  await page.viewport(width, height);
  // Until the frame really has the new size: on a busy machine that can take seconds, and a page
  // measured before it would stop growing a round early (a different capture height: a flake).
  for (let waited = 0; window.innerWidth !== width || window.innerHeight !== height; waited += 16) {
    if (waited > 30_000)
      throw new Error(`The viewport did not reach ${width} × ${height} px in 30 s (it is ${window.innerWidth} × ${window.innerHeight}).`);
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
  await frames();
}

/**
 * Waits for every finite animation to end. A width change can start one: the toast's entry animation
 * is named per breakpoint, so the switch to mobile width restarted it, and a capture taken while its
 * layer was still composited drew the rounded corners one colour level off (Notes Saved at 375 px,
 * now and then). Infinite ones (spinners) are left running: the capture disables them.
 */
async function finiteAnimations() {
  const running = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
}

/**
 * Sets the width, waits for fonts, images and layout to come to rest, then makes the viewport as
 * tall as the page: the test runs in an iframe, which paints nothing outside its viewport. With
 * `scrollY`, the viewport keeps its 900 px and the page is scrolled that far instead.
 */
async function settle(width: number, scrollY?: number) {
  await resize(width, 900);
  for (const img of Array.from(document.images)) img.loading = 'eager';
  await Promise.all(Array.from(document.fonts, (font) => font.load().catch(() => undefined)));
  await document.fonts.ready;
  await Promise.all(Array.from(document.images, (img) => img.decode().catch(() => undefined)));
  await finiteAnimations();
  await frames();
  if (scrollY !== undefined) {
    window.scrollTo(0, scrollY);
    await frames();
    return;
  }
  // A page whose scrolling is locked (an open modal dialog) is as tall as the viewport whatever its
  // size (the locked root grew 32 px with each round, so the height depended on how many rounds a
  // busy machine completed): it is captured as a visitor sees it, in the 900 px viewport.
  if ([document.documentElement, document.body].some((e) => getComputedStyle(e).overflowY === 'hidden')) return;
  await fitHeight(width);
  await frames();
  // The page must still fit a frame later: once in CI (Landscaping › Not Found at 375 px) the fit
  // ended at 2,173 px while the page, laid out in that window, was taller and the capture cut its
  // footer. A page that changed height after the fit is fitted again, with the rounds it needs.
  for (let refit = 0; refit < 3 && !fits(); refit++) {
    console.warn(
      `[visual] the page changed height after it was fitted (${document.documentElement.scrollHeight} px in a ${window.innerHeight} px window): fitting again`,
    );
    await fitHeight(width);
    await frames();
  }
}

/**
 * A page that grows with its viewport can fit two heights a pixel apart (main at least 60vh: 832 px in
 * a 1,387 px window, 833 in 1,388, and both fit), and which one the rounds reached depended on the
 * measurements they started from: the same outline read 1,387 in one run and 1,388 in the next (a
 * fresh-clone run, 2026-12-02). The capture takes the lowest height that fits, whatever the path.
 */
async function lowestFit(width: number, fitted: number) {
  let viewport = fitted;
  while (viewport > MIN_HEIGHT) {
    await resize(width, viewport - 1);
    if (clampHeight(document.documentElement.scrollHeight) > viewport - 1) break;
    viewport -= 1;
  }
  if (window.innerHeight !== viewport) await resize(width, viewport);
}

/** The page is as tall as the window (to the pixel, or one shorter: rounding), or the tallest capture. */
function fits(): boolean {
  const page = clampHeight(document.documentElement.scrollHeight);
  return page === window.innerHeight || page === window.innerHeight - 1;
}

/**
 * Chromium's backdrop blur (the success dialog's overlay) is not bit-exact between runs: seen in
 * CI-like runs as 41 pixels one colour level off around a checked box behind the overlay. Under a
 * blur, a pixel counts as changed from two levels up (pixelmatch's delta for one level of grey is
 * 0.51; 0.004² × 35,215 = 0.56); the tokens themselves are checked exactly in every other capture.
 */
const BLURRED_COMPARATOR: MatchOptions = { threshold: 0.004, allowedMismatchedPixels: 32 };

/** A modal's overlay: a blurring layer over the whole window (the nav bar's own blur is not one). */
const backdropBlurred = () =>
  Array.from(document.body.querySelectorAll('*')).some(
    (e) => getComputedStyle(e).backdropFilter.includes('blur') && e.getBoundingClientRect().height >= window.innerHeight,
  );

const clampHeight = (height: number) => Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, height));

/**
 * Makes the viewport exactly as tall as the page. A page with parts sized in vh (a main area at
 * least 60vh tall) grows with its viewport: page = fixed + share × viewport. Resizing to the page's
 * height round after round only approaches the height where the two agree, and the height captured
 * depended on how many rounds a busy machine completed. Two measurements give that height directly;
 * the rounds after it check it. A page that grows as fast as its viewport has no such height: it is a
 * layout bug (a margin collapsing through a body at least 100vh tall), named in the error.
 */
async function fitHeight(width: number) {
  let viewport = window.innerHeight;
  let previous: { viewport: number; page: number } | undefined;
  let grows = false;
  for (let round = 0; round < 6; round++) {
    const page = clampHeight(document.documentElement.scrollHeight);
    // Rounding: a page one pixel shorter than its viewport fits it.
    if (page === viewport || (previous && page === viewport - 1)) {
      if (grows) await lowestFit(width, viewport);
      return;
    }
    let next = page;
    const share = previous ? (page - previous.page) / (viewport - previous.viewport) : 0;
    if (share > 0) grows = true;
    if (share > 0 && share < 1) next = clampHeight(Math.ceil((page - share * viewport) / (1 - share)));
    previous = { viewport, page };
    viewport = next;
    await resize(width, viewport);
  }
  const page = document.documentElement.scrollHeight;
  throw new Error(
    `The story grows with its viewport (${page} px in a ${viewport} px window at ${width} px wide): a margin collapsing through a body at least 100vh tall makes it taller than any window.`,
  );
}
