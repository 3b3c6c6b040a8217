/**
 * The baseline store and the comparison the capture command makes (store.ts, compare.ts), with
 * real images on disk; the Playwright capture itself is exercised by every story's visual test.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPARATOR, compareCapture } from './compare.ts';
import { decode, readBaseline, samePixels, writeBaseline, type Pixels } from './store.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'visual-compare-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const WIDTH = 320;
const HEIGHT = 120;

/** A screenshot-like image: flat areas, a dithered gradient, and a box in an accent colour. */
function image({ shift = 0, accent = 0x43, width = WIDTH } = {}): Pixels {
  const data = Buffer.alloc(width * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const inBox = x > 40 + shift && x < 200 + shift && y > 30 && y < 90;
      data.set(inBox ? [accent, 0x38, 0xca, 255] : [0xf8 - ((x + y) % 2), Math.round((x / width) * 255), 0xfc, 255], i);
    }
  }
  return { data, width, height: HEIGHT };
}

/** `count` pixels of the flat top rows set to black (not anti-aliasing: their neighbours are flat). */
function speckled(count: number): Pixels {
  const pixels = image();
  for (let n = 0; n < count; n++) pixels.data.set([0, 0, 0, 255], ((n % 10) * 3 * WIDTH + 4 + Math.floor(n / 10) * 3) * 4);
  return pixels;
}

const baseline = path.join(dir, 'store/Components/Button/Primary.desktop.webp');
const diffs = path.join(dir, 'diffs/Components/Button/Primary.desktop');
const paths = { baseline, diffs, name: 'Components/Button/Primary.desktop' };

/** Captures that return `images` in turn (the last one again once they run out). */
function captures(...images: Pixels[]) {
  let taken = 0;
  const capture = async () => images[Math.min(taken++, images.length - 1)]!;
  return Object.assign(capture, { taken: () => taken });
}

beforeEach(async () => {
  rmSync(path.join(dir, 'diffs'), { recursive: true, force: true });
  await writeBaseline(baseline, image());
});

describe('the baseline store', () => {
  it('keeps a capture as a lossless WebP, smaller than its PNG, the same bytes for the same pixels', async () => {
    const bytes = readFileSync(baseline);
    expect(samePixels(await decode(bytes), image())).toBe(true);
    expect(bytes.length).toBeLessThan(
      (
        await sharp(image().data, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
          .png()
          .toBuffer()
      ).length,
    );
    await writeBaseline(baseline, image());
    expect(readFileSync(baseline).equals(bytes)).toBe(true);
  });

  it('reads a missing baseline as none', async () => {
    expect(await readBaseline(path.join(dir, 'store/nope.webp'))).toBeNull();
  });
});

describe('comparing a capture with its baseline', () => {
  it('passes the same pixels with one capture, and leaves no images', async () => {
    const capture = captures(image());
    expect(await compareCapture(capture, paths, 'none', COMPARATOR)).toEqual({});
    expect(capture.taken()).toBe(1);
    expect(existsSync(`${diffs}-actual.png`)).toBe(false);
  });

  it('fails a colour one level off in a box, and leaves the baseline, the capture and the changed pixels', async () => {
    const result = await compareCapture(captures(image({ accent: 0x44 })), paths, 'none', COMPARATOR);
    expect(result.mismatch).toMatch(/Primary\.desktop: the capture differs from the baseline in 9\d{3} pixels/);
    const diff = await decode(readFileSync(`${diffs}-diff.png`));
    const red = Array.from({ length: diff.width * diff.height }, (_, p) => diff.data.readUInt32BE(p * 4)).filter(
      (rgba) => rgba === 0xff0000ff,
    );
    expect(red.length).toBe(Number(/in (\d+) pixels/.exec(result.mismatch!)![1]));
    expect(samePixels(await decode(readFileSync(`${diffs}-reference.png`)), image())).toBe(true);
    expect(samePixels(await decode(readFileSync(`${diffs}-actual.png`)), image({ accent: 0x44 }))).toBe(true);
    expect(samePixels((await readBaseline(baseline))!, image())).toBe(true);
  });

  it('lets up to 32 other pixels differ, not 33', async () => {
    expect(await compareCapture(captures(speckled(32)), paths, 'none', COMPARATOR)).toEqual({});
    expect((await compareCapture(captures(speckled(33)), paths, 'none', COMPARATOR)).mismatch).toMatch(/in 33 pixels/);
  });

  it('fails a capture of another size', async () => {
    const result = await compareCapture(captures(image({ width: 321 })), paths, 'none', COMPARATOR);
    expect(result.mismatch).toMatch(/is 321×120 px, the baseline 320×120 px/);
  });

  it('waits for a page that is still changing to come to rest, and compares where it rests', async () => {
    const capture = captures(image({ shift: 20 }), image({ shift: 10 }), image());
    expect(await compareCapture(capture, paths, 'none', COMPARATOR)).toEqual({});
    expect(capture.taken()).toBe(4);
  });

  it('records a missing baseline outside CI (failing a plain run once), and only leaves the capture in CI', async () => {
    rmSync(baseline);
    const ci = await compareCapture(captures(image({ shift: 5 })), paths, 'none', COMPARATOR);
    expect(ci.mismatch).toMatch(/No baseline for Components\/Button\/Primary\.desktop \(CI does not record one\)/);
    expect(existsSync(baseline)).toBe(false);
    expect(existsSync(`${diffs}-actual.png`)).toBe(true);
    const plain = await compareCapture(captures(image({ shift: 5 })), paths, 'new', COMPARATOR);
    expect(plain).toEqual({ written: paths.name, mismatch: expect.stringMatching(/recorded this capture; look at it, then run again/) });
    expect(samePixels((await readBaseline(baseline))!, image({ shift: 5 }))).toBe(true);
    expect(await compareCapture(captures(image({ shift: 5 })), paths, 'new', COMPARATOR)).toEqual({});
    rmSync(baseline);
    expect(await compareCapture(captures(image()), paths, 'all', COMPARATOR)).toEqual({ written: paths.name });
  });

  it('replaces a baseline that differs only with --update', async () => {
    const size = statSync(baseline).size;
    expect((await compareCapture(captures(image({ shift: 5 })), paths, 'new', COMPARATOR)).mismatch).toBeDefined();
    expect(statSync(baseline).size).toBe(size);
    expect(await compareCapture(captures(image({ shift: 5 })), paths, 'all', COMPARATOR)).toEqual({ written: paths.name });
    expect(samePixels((await readBaseline(baseline))!, image({ shift: 5 }))).toBe(true);
  });
});
