import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { optimiseFile } from './optimise.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'optimise-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A screenshot-like RGB image (flat areas, a gradient, hard edges), stored with no compression. */
async function uncompressedPng(file: string): Promise<Buffer> {
  const width = 320;
  const height = 120;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const inBox = x > 40 && x < 200 && y > 30 && y < 90;
      pixels[i] = inBox ? 0x43 : 0xf8;
      pixels[i + 1] = inBox ? 0x38 : Math.round((x / width) * 255);
      pixels[i + 2] = inBox ? 0xca : 0xfc;
    }
  }
  writeFileSync(file, await sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer());
  return pixels;
}

describe('optimiseFile (tests/visual/optimise.ts)', () => {
  it('stores a baseline smaller with exactly the same pixels, and leaves an optimised one as it is', async () => {
    const file = path.join(dir, 'capture.png');
    const pixels = await uncompressedPng(file);
    const first = await optimiseFile(file);
    expect(first.after).toBeLessThan(first.before / 4);
    expect(readFileSync(file).length).toBe(first.after);
    expect((await sharp(file).raw().toBuffer()).equals(pixels)).toBe(true);

    const again = await optimiseFile(file);
    expect(again).toEqual({ file, before: first.after, after: first.after });
  });
});
