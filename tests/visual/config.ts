/**
 * Rendering switches that keep pixels identical from run to run, for the storybook project's
 * Chromium (vitest.config.ts). The capture is in tests/visual/setup.ts, the comparison in compare.ts.
 */
export const VISUAL_ARGS = ['--font-render-hinting=none', '--disable-lcd-text', '--force-color-profile=srgb', '--hide-scrollbars'];
