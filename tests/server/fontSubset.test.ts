/**
 * The core files the build makes of each web font (scripts/fonts) draw the copy's characters exactly
 * as the whole latin file does, in Chromium: the same pixels for every core character, kerned text and
 * tabular figures at every weight the themes use. And the two faces' unicode-ranges split fontsource's
 * latin range without overlap, so every character has exactly one file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.ts';
import { CORE_CHARS, CORE_RANGE, LATIN_RANGE, REST_RANGE, coreSubset, rangeCodePoints } from '../../scripts/fonts/subset.ts';

const FONTS = ['inter', 'fraunces', 'newsreader', 'roboto-condensed'];
const WEIGHTS = [400, 500, 600, 650, 700, 800];
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

describe('core subsets in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(() => browser?.close());

  it.each(FONTS)('%s: a quarter smaller or more, and the same pixels as the whole file', async (family) => {
    const [whole, core] = [await readFile(fileOf(family)), await coreSubset(fileOf(family))];
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
      { fonts: { Whole: [...whole], Core: [...core] }, lines: LINES, weights: WEIGHTS, sizes: SIZES },
    );
    const widths = (name: string) =>
      page.locator(`[id^=${name}-] > div`).evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().width));
    expect(await widths('Core')).toEqual(await widths('Whole'));
    const differ: number[] = [];
    for (const size of SIZES) {
      const [drawnWhole, drawnCore] = [await page.locator(`#Whole-${size}`).screenshot(), await page.locator(`#Core-${size}`).screenshot()];
      if (!drawnCore.equals(drawnWhole)) differ.push(size);
    }
    expect(differ, 'text sizes (px) the core file draws with other pixels than the whole file').toEqual([]);
    await page.close();
  });
});
