/**
 * Text for the share images as SVG paths, set in the brand's own web font: the build's woff2 file
 * decoded to TrueType (wawoff2), set at a weight and shaped (fontkit). librsvg, which sharp renders
 * SVG with, reads no web fonts, and fontkit cannot make a weight of a woff2 variable font itself.
 */
import { readFile } from 'node:fs/promises';
import { create, type Font } from 'fontkit';
import wawoff2 from 'wawoff2';

const fonts = new Map<string, Promise<Font>>();

/** A woff2 variable font at one weight (cached). */
export function fontAt(file: string, weight: number): Promise<Font> {
  const key = `${file}@${weight}`;
  let font = fonts.get(key);
  if (!font) {
    font = readFile(file)
      .then((woff2) => wawoff2.decompress(woff2))
      .then((ttf) => create(Buffer.from(ttf)).getVariation({ wght: weight }));
    fonts.set(key, font);
  }
  return font;
}

const widthOf = (font: Font, text: string, size: number) => (font.layout(text).advanceWidth * size) / font.unitsPerEm;

/** Breaks text into lines no wider than `width`; past `maxLines` the last line ends in an ellipsis. */
export function wrap(font: Font, text: string, size: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(font, next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last.includes(' ') && widthOf(font, `${last}…`, size) > width) last = last.slice(0, last.lastIndexOf(' '));
  kept[maxLines - 1] = `${last.replace(/[,.;:]$/, '')}…`;
  return kept;
}

/** One line of text as a filled <path>, its baseline at (x, y). */
export function textPath(font: Font, text: string, size: number, x: number, y: number, fill: string): string {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let penX = 0;
  const parts = run.glyphs.map((glyph, index) => {
    const position = run.positions[index] ?? { xAdvance: 0, xOffset: 0, yOffset: 0 };
    const d = glyph.path
      .scale(scale, -scale)
      .translate(x + (penX + position.xOffset) * scale, y - position.yOffset * scale)
      .toSVG();
    penX += position.xAdvance;
    return d;
  });
  return `<path fill="${fill}" d="${parts.join(' ')}"/>`;
}
