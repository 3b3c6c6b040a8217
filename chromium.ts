/** Debian's Chromium: browser tools that download their own browser cannot run here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Debian's chromium-headless-shell (the same Chromium version, without the browser's windowing and UI
 * layers): what the end-to-end tests and the hydration check drive. A whole end-to-end run took 192 CPU
 * seconds in it against 338 in the full browser, and no test reads pixels there. The story captures
 * (their baselines are the full browser's pixels) and Lighthouse (which wants a whole browser) keep
 * CHROMIUM_PATH.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
/**
 * Unhinted glyphs: with the shell's default hinting, a web font arriving late shifted home's text at
 * 375 px by 0.012 (design.spec allows under 0.01; the full browser stays under it with no flag), as
 * hinting rounds the advances that the fallback fonts' metrics are matched to.
 */
export const HEADLESS_SHELL_ARGS = [...CHROMIUM_ARGS, '--font-render-hinting=none'];
