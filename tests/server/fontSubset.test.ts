/**
 * The core files the build makes of each web font (scripts/fonts) draw the copy's characters exactly
 * as the whole latin file does, in Chromium: the same pixels for every core character, kerned text and
 * tabular figures at every weight the themes use. And the two faces' unicode-ranges split fontsource's
 * latin range without overlap, so every character has exactly one file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.ts';
import { CORE_CHARS, CORE_RANGE, LATIN_RANGE, REST_RANGE, coreSubset, rangeCodePoints } from '../../scripts/fonts/subset.ts';

/** Every `…/<family>-latin-wght-normal.woff2?subset&wght=…` import of the site, with its weights. */
const FONTS = [
  ...new Map(
    readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => [
        ...readFileSync(path.join('src', file), 'utf8').matchAll(/\/([a-z-]+)-latin-wght-normal\.woff2\?wght=(\d+)(?:-(\d+))?&subset'/g),
      ])
      .map(([, family = '', min = '', max = min]) => [family, { min: Number(min), max: Number(max) }] as const),
  ),
];
const WEIGHTS = [400, 500, 600, 650, 700, 800, 900];
/** Text sizes (px) at twice the pixels: small print, body, lead, headline (hinting differs by size). */
const SIZES = [12, 16, 20, 32];
const fileOf = (family: string) => path.resolve(`node_modules/@fontsource-variable/${family}/files/${family}-latin-wght-normal.woff2`);
/** Every core character, then copy with kerning pairs, quotes and dashes, then figures. */
const LINES = [
  CORE_CHARS.slice(0, 48),
  CORE_CHARS.slice(48),
  'Lumen’s “Get Started” — 2–4 days… AVATAR Type, Wave; n’t UVW',
  '© 2026 · $1,490.00 · €35/mo · 0123456789',
];

describe('unicode ranges', () => {
  it('core and rest split the latin range: every character in exactly one', () => {
    const core = rangeCodePoints(CORE_RANGE);
    const rest = rangeCodePoints(REST_RANGE);
    expect([...core].filter((point) => rest.has(point))).toEqual([]);
    expect(new Set([...core, ...rest])).toEqual(rangeCodePoints(LATIN_RANGE));
    expect(CORE_CHARS).toContain('’');
    expect(CORE_CHARS).toContain('–');
    expect(core.has('ü'.codePointAt(0) ?? 0)).toBe(false);
  });
});

/**
 * The share of the inked pixels (darker than light grey in either image) that one image draws more
 * than half a level of grey apart from the other: rounding moves an edge pixel's shade, a wrong glyph
 * or weight moves whole strokes.
 */
async function changedInk(first: Buffer, second: Buffer): Promise<number> {
  const [a, b] = await Promise.all([first, second].map((png) => sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true })));
  if (!a || !b || a.info.width !== b.info.width || a.info.height !== b.info.height) return 1;
  let ink = 0;
  let changed = 0;
  for (let index = 0; index < a.data.length; index++) {
    const [x = 255, y = 255] = [a.data[index], b.data[index]];
    if (Math.min(x, y) > 200) continue;
    ink++;
    if (Math.abs(x - y) > 128) changed++;
  }
  return changed / Math.max(ink, 1);
}

describe('core subsets in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(() => browser?.close());

  it('covers the four families the site uses', () => {
    expect(FONTS.map(([family]) => family).sort()).toEqual(['fraunces', 'inter', 'newsreader', 'roboto-condensed']);
  });

  it.each(FONTS)('%s: a quarter smaller or more, drawn as the whole file draws its weights', async (family, weights) => {
    const [whole, core] = [await readFile(fileOf(family)), await coreSubset(fileOf(family), weights)];
    expect(core.length).toBeLessThan(whole.length * 0.75);
    const page = await browser.newPage({ deviceScaleFactor: 2 });
    await page.evaluate(
      async ({ fonts, lines, weights, sizes }) => {
        for (const [name, data] of Object.entries(fonts)) {
          document.fonts.add(await new FontFace(name, new Uint8Array(data).buffer, { weight: '100 900' }).load());
          for (const size of sizes) {
            const block = document.body.appendChild(document.createElement('div'));
            block.id = `${name}-${size}`;
            block.style.cssText = `font: ${size}px/1.5 ${name}; width: max-content`;
            for (const weight of weights) {
              for (const [index, line] of lines.entries()) {
                const row = block.appendChild(document.createElement('div'));
                row.textContent = line;
                row.style.fontWeight = String(weight);
                if (index === lines.length - 1) row.style.fontVariantNumeric = 'tabular-nums';
              }
            }
          }
        }
      },
      {
        fonts: { Whole: [...whole], Core: [...core] },
        lines: LINES,
        weights: WEIGHTS.filter((weight) => weight >= weights.min && weight <= weights.max),
        sizes: SIZES,
      },
    );
    const widths = (name: string) =>
      page.locator(`[id^=${name}-] > div`).evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().width));
    const [coreWidths, wholeWidths] = [await widths('Core'), await widths('Whole')];
    const drift = Math.max(...coreWidths.map((width, row) => Math.abs(width / (wholeWidths[row] ?? 0) - 1)));
    // Cutting the weight axis re-rounds the outlines' and advances' variation deltas: a line may end a
    // few thousandths of a pixel apart, as much as the metric-matched fallbacks may (0.05%).
    expect(drift, 'largest relative difference of a line width').toBeLessThan(5e-4);
    for (const size of SIZES) {
      const changed = await changedInk(await page.locator(`#Whole-${size}`).screenshot(), await page.locator(`#Core-${size}`).screenshot());
      expect(changed, `share of the ink drawn otherwise at ${size} px`).toBeLessThan(0.01);
    }
    await page.close();
  });
});
