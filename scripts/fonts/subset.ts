/**
 * Two files per self-hosted web font, so the first paint waits for fewer bytes: the *core* file
 * holds the characters a page of this site is written in (ASCII and the typographer's punctuation),
 * the full latin file the rest. Each gets an @font-face with its own unicode-range
 * (src/theme/GlobalStyle.ts): a browser fetches the full file only for a page that uses a character
 * outside the core, and the prerender preloads only the core (scripts/prerender.ts). The core file
 * also keeps only the weights the site draws the font at.
 */
import { readFile } from 'node:fs/promises';
import { create } from 'fontkit';
import subsetFont from 'subset-font';
import wawoff2 from 'wawoff2';

/** Fontsource's `latin` subset: what the full file covers. */
export const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, ' +
  'U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** The characters outside ASCII that the site's copy uses: spaces, quotes, dashes, marks, currencies. */
const TYPOGRAPHY = '\u00a0’‘“”–—…·•×©®™€£¢°½éè';

/** Every code point of a CSS unicode-range list. */
export function rangeCodePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(from, 16); point <= parseInt(to, 16); point++) points.add(point);
  }
  return points;
}

/** A sorted set of code points written as a CSS unicode-range (runs joined: U+0020-007E). */
export function unicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const runs: string[] = [];
  for (let index = 0; index < sorted.length;) {
    const start = sorted[index] ?? 0;
    let end = start;
    while (sorted[index + 1] === end + 1) end = sorted[++index] ?? end;
    index++;
    runs.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return runs.join(', ');
}

const latin = rangeCodePoints(LATIN_RANGE);
const asciiAndControls = Array.from({ length: 0xa0 }, (_, point) => point);
const corePoints = [...asciiAndControls, ...[...TYPOGRAPHY].map((char) => char.codePointAt(0) ?? 0)].filter((point) => latin.has(point));

/** The core file's characters, and the full file's (the rest of latin): the two never overlap. */
export const CORE_RANGE = unicodeRange(corePoints);
export const REST_RANGE = unicodeRange([...latin].filter((point) => !corePoints.includes(point)));
/** The core's characters as a string (a page's text that uses only these never fetches the full file). */
export const CORE_CHARS = String.fromCodePoint(...corePoints.filter((point) => point >= 0x20 && (point < 0x7f || point > 0x9f)));

/**
 * The core characters, and every other latin character the font draws with one of their glyphs
 * (Inter draws ʼ U+02BC with the glyph of ’). FreeType's autohinter, which Chromium on Linux hints
 * with, styles a glyph by the characters mapped to it: without ʼ, ’ is hinted as a symbol rather than
 * as Latin and lands a pixel off at text sizes. The extra mappings cost no glyph; the core face's
 * unicode-range still sends those characters to the whole file.
 */
async function coreText(woff2: Buffer): Promise<string> {
  const font = create(Buffer.from(await wawoff2.decompress(woff2)));
  const glyphOf = (point: number) => font.glyphForCodePoint(point).id;
  const coreGlyphs = new Set(corePoints.map(glyphOf));
  const aliases = [...latin].filter((point) => !corePoints.includes(point) && coreGlyphs.has(glyphOf(point)));
  return CORE_CHARS + String.fromCodePoint(...aliases.filter((point) => glyphOf(point) !== 0));
}

/** The weights a font is drawn at on the site: its core file keeps only that part of the weight axis. */
export interface WeightRange {
  min: number;
  max: number;
}

/**
 * The OpenType features a browser applies by itself (Chromium: kerning, ligatures, contextual
 * alternates, marks, localised forms, variation substitutions) and the tabular figures the prices
 * and hours use (`font-variant-numeric: tabular-nums`): the rest (fractions, small caps, stylistic
 * sets) only bring glyphs no page asks for.
 */
const FEATURES = ['kern', 'liga', 'clig', 'rlig', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rvrn', 'tnum'];

const cache = new Map<string, Promise<Buffer>>();

/**
 * The core subset of a woff2 file: every glyph and layout feature its characters use, and the weight
 * axis cut to `weights` (harfbuzz's instancer; one weight makes a static font), drawn as the whole
 * file draws those weights.
 */
export function coreSubset(file: string, weights: WeightRange): Promise<Buffer> {
  const key = `${file}@${weights.min}-${weights.max}`;
  let subset = cache.get(key);
  if (!subset) {
    const wght = weights.min === weights.max ? weights.min : weights;
    subset = readFile(file).then(async (font) =>
      subsetFont(font, await coreText(font), { targetFormat: 'woff2', variationAxes: { wght }, keepFeatures: FEATURES }),
    );
    cache.set(key, subset);
  }
  return subset;
}
