/**
 * The browser command that captures a story (setup.ts) and compares it with its WebP baseline,
 * in Node: Playwright screenshots the visual frame, sharp decodes it and the baseline, and identical
 * pixels pass at once (one buffer comparison). Otherwise the page may still be changing: it is
 * captured until two captures in a row agree, and that capture is compared with the baseline by
 * pixelmatch's algorithm (@blazediff/core, the one Vitest's own matcher uses), under COMPARATOR.
 *
 * Why not Vitest's toMatchScreenshot: it compares PNG bytes, and decodes both images with pngjs on
 * Vitest's main thread whenever they differ; Chromium's PNG encoder is not ours, so for our WebP
 * store they always differ. Half a second per capture on a quiet machine, serialised across both
 * browser sessions; sharp decodes on the thread pool in a tenth of that.
 *
 * Update semantics follow Vitest's: a missing baseline is recorded (and the test fails once) unless
 * the run is CI (`none`); `--update` (`all`) records missing and changed ones and passes; otherwise
 * a mismatch fails and leaves -reference, -actual and -diff PNGs in tests/visual/__diffs__.
 */
import { diff } from '@blazediff/core';
import path from 'node:path';
import type { BrowserCommand } from 'vitest/node';
import type {} from '@vitest/browser-playwright';
import { captureName, STORE_DIR, type MatchOptions, type MatchResult } from './names.ts';
import { VISUAL_FRAME_ID } from './paintedExtent.ts';
import { decode, readBaseline, samePixels, writeBaseline, writePng, type Pixels } from './store.ts';

export const DIFF_DIR = 'tests/visual/__diffs__';

/**
 * No colour tolerance: even a one-step colour token change (#4338ca → #4438ca) must fail, and it
 * changes hundreds of pixels in any story that uses the token. pixelmatch ignores anti-aliased edge
 * pixels; up to 32 other pixels may differ, because the rounded corners of outlined controls are
 * drawn one colour level apart between browser runs: 1 pixel of 1,152,000 in the 3 px focus ring
 * era, then 30 corner pixels of the landscaping estimate form's invalid fields (Δ 1, 5 of them
 * counted) in a CI run. Four corners of eight fields stay under the bound; a token stays over it.
 */
export const COMPARATOR: MatchOptions = { threshold: 0, allowedMismatchedPixels: 32 };

/** How long the page may keep changing before the last capture is compared anyway. */
const STABLE_WITHIN_MS = 20_000;

/**
 * The caret is hidden by setup.ts's normalising style for the whole capture, not by Playwright per
 * screenshot: its style injected and removed around each screenshot changed how Chromium paints the
 * inbox's search placeholder (281 pixels of its glyphs), so a story's first capture never matched its
 * second and every inbox capture took three screenshots, or failed under load (CI, 2026-12-02).
 */
const SCREENSHOT = { animations: 'disabled', caret: 'initial', scale: 'css' } as const;

/** Pixels that differ beyond `options.threshold` (anti-aliasing ignored), with a diff image if asked. */
function mismatched(a: Pixels, b: Pixels, options: MatchOptions, output?: Buffer): number {
  if (a.width !== b.width || a.height !== b.height) return Infinity;
  return diff(a.data, b.data, output, a.width, a.height, { threshold: options.threshold, includeAA: false });
}

const agree = (a: Pixels, b: Pixels, options: MatchOptions) =>
  samePixels(a, b) || mismatched(a, b, options) <= options.allowedMismatchedPixels;

/** Captures again until two captures in a row agree (a late font, an image decoding), within a bound. */
async function restingCapture(first: Pixels, capture: () => Promise<Pixels>, options: MatchOptions): Promise<Pixels> {
  let actual = first;
  for (const deadline = Date.now() + STABLE_WITHIN_MS; Date.now() < deadline;) {
    const next = await capture();
    const stable = agree(actual, next, options);
    actual = next;
    if (stable) break;
  }
  return actual;
}

/** Where a capture's baseline is, where its failure images go, and its name in messages. */
export interface CapturePaths {
  baseline: string;
  diffs: string;
  name: string;
}

type Update = 'all' | 'new' | 'none';

/** Captures with `capture` and compares with the baseline at `paths`; see the header for the rules. */
export async function compareCapture(
  capture: () => Promise<Pixels>,
  paths: CapturePaths,
  update: Update,
  options: MatchOptions,
): Promise<MatchResult> {
  const { baseline, diffs, name } = paths;
  const [reference, first] = await Promise.all([readBaseline(baseline), capture()]);
  if (!reference) {
    if (update === 'none') {
      await writePng(`${diffs}-actual.png`, first);
      return { mismatch: `No baseline for ${name} (CI does not record one): the capture is ${diffs}-actual.png.` };
    }
    await writeBaseline(baseline, first);
    // As Vitest does: a baseline recorded by a plain run fails it once, so a person looks at it.
    return update === 'all'
      ? { written: name }
      : { written: name, mismatch: `No baseline for ${name}: recorded this capture; look at it, then run again.` };
  }
  if (agree(reference, first, options)) return {};
  const actual = await restingCapture(first, capture, options);
  const output = Buffer.alloc(reference.data.length);
  const count = mismatched(reference, actual, options, output);
  if (count <= options.allowedMismatchedPixels) return {};
  if (update === 'all') {
    await writeBaseline(baseline, actual);
    return { written: name };
  }
  await Promise.all([
    writePng(`${diffs}-reference.png`, reference),
    writePng(`${diffs}-actual.png`, actual),
    count !== Infinity && writePng(`${diffs}-diff.png`, { ...reference, data: output }),
  ]);
  const what =
    count === Infinity
      ? `is ${actual.width}×${actual.height} px, the baseline ${reference.width}×${reference.height} px`
      : `differs from the baseline in ${count} pixels (${((count / (reference.width * reference.height)) * 100).toFixed(2)} %)`;
  return { mismatch: `${name}: the capture ${what}; see ${diffs}-{reference,actual,diff}.png` };
}

/** The browser command: `name` is `<width>/<story>` of the story file running in this session. */
export const matchBaseline: BrowserCommand<[name: string, options?: MatchOptions]> = async (context, name, options = COMPARATOR) => {
  if (!context.testPath) throw new Error('[visual] a capture needs the story file it belongs to');
  const root = context.project.config.root;
  const relative = captureName(path.relative(root, context.testPath).split(path.sep).join('/'), name);
  const paths = {
    baseline: path.join(root, STORE_DIR, 'chromium-linux', `${relative}.webp`),
    diffs: path.join(root, DIFF_DIR, relative),
    name: relative,
  };
  const frame = context.iframe.locator(`[data-testid="${VISUAL_FRAME_ID}"]`);
  const capture = async () => decode(await frame.screenshot({ ...SCREENSHOT, timeout: STABLE_WITHIN_MS }));
  return compareCapture(capture, paths, context.project.serializedConfig.snapshotOptions.updateSnapshot, options);
};
