/**
 * Where visual baselines and failure images live, and how screenshots are compared. Used by the
 * storybook project in vitest.config.ts; the capture itself is in tests/visual/setup.ts. Vitest
 * compares with the PNG copies of the committed WebP baselines (store.ts).
 */
import path from 'node:path';
import type { ToMatchScreenshotOptions } from 'vitest/node';
import { WORK_DIR } from './store.ts';

export const DIFF_DIR = 'tests/visual/__diffs__';

/** Rendering switches that keep pixels identical from run to run. */
export const VISUAL_ARGS = ['--font-render-hinting=none', '--disable-lcd-text', '--force-color-profile=srgb', '--hide-scrollbars'];

type PathData = Parameters<NonNullable<ToMatchScreenshotOptions['resolveScreenshotPath']>>[0];

/**
 * The screenshot's name is `<width>/<story>` (setup.ts): stories/Features/Consultation/ConsultationForm.stories.tsx
 * + "desktop/Success Dialog" → Features/Consultation/ConsultationForm/Success-Dialog.desktop.png
 */
function storyPath({ testFileDirectory, testFileName, arg, ext }: PathData): string {
  const group = path.relative('stories', testFileDirectory);
  const [width, story] = arg.split('/');
  if (!width || !story) throw new Error(`[visual] screenshot name "${arg}" is not <width>/<story>`);
  return path.join(group, testFileName.replace(/\.stories\.tsx?$/, ''), `${story}.${width}${ext}`);
}

export const visualRegression: ToMatchScreenshotOptions & { comparatorName: 'pixelmatch'; comparatorOptions: object } = {
  resolveScreenshotPath: (data) => path.resolve(data.root, WORK_DIR, `${data.browserName}-${data.platform}`, storyPath(data)),
  resolveDiffPath: (data) => path.resolve(data.root, DIFF_DIR, storyPath(data)),
  comparatorName: 'pixelmatch',
  // No colour tolerance: even a one-step colour token change (#4338ca → #4438ca) must fail, and it
  // changes hundreds of pixels in any story that uses the token. pixelmatch ignores anti-aliased edge
  // pixels; up to 32 other pixels may differ, because the rounded corners of outlined controls are
  // drawn one colour level apart between browser runs: 1 pixel of 1,152,000 in the 3 px focus ring
  // era, then 30 corner pixels of the landscaping estimate form's invalid fields (Δ 1, 5 of them
  // counted) in a CI run. Four corners of eight fields stay under the bound; a token stays over it.
  comparatorOptions: { threshold: 0, allowedMismatchedPixels: 32 },
};
