/**
 * Where baselines are committed, how a story's capture is named, and what the capture command
 * (compare.ts) takes and answers. Plain code: used by the browser-side capture (setup.ts) and by
 * Node (compare.ts, tests).
 */
export const STORE_DIR = 'tests/visual/__screenshots__';

/** "Failure: database refusal (PostgREST error)" → "Failure-database-refusal-PostgREST-error". */
export const baselineName = (story: string) =>
  story
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');

/**
 * stories/Features/Consultation/ConsultationForm.stories.tsx + "desktop/Success Dialog" →
 * Features/Consultation/ConsultationForm/Success-Dialog.desktop: where its baseline is in the store's
 * chromium-linux folder (as .webp) and its failure images in tests/visual/__diffs__. `storyFile` is
 * relative to the project's root, with forward slashes.
 */
export function captureName(storyFile: string, capture: string): string {
  const [width, story] = capture.split('/');
  if (!width || !story) throw new Error(`[visual] capture name "${capture}" is not <width>/<story>`);
  const group = storyFile.replace(/^stories\//, '').replace(/\.stories\.tsx?$/, '');
  return `${group}/${baselineName(story)}.${width}`;
}

/** How a capture is compared: a colour threshold (pixelmatch's) and how many pixels may differ. */
export interface MatchOptions {
  threshold: number;
  allowedMismatchedPixels: number;
}

/** A capture that did not match says why in `mismatch`; one that was recorded names its file. */
export interface MatchResult {
  mismatch?: string;
  written?: string;
}
