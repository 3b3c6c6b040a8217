/**
 * Where baselines are committed and how a story's name becomes a file name (as Vitest names
 * screenshots). Plain code: used by the browser-side capture (setup.ts) and by Node (store.ts, tests).
 */
export const STORE_DIR = 'tests/visual/__screenshots__';

/** "Failure: database refusal (PostgREST error)" → "Failure-database-refusal-PostgREST-error". */
export const baselineName = (story: string) =>
  story
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');
