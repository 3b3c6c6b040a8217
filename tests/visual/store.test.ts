import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { checkIn, checkOut } from './store.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'visual-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A screenshot-like RGB image (flat areas, a dithered gradient, hard edges). */
function pixels(shift: number): Buffer {
  const width = 320;
  const height = 120;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const inBox = x > 40 + shift && x < 200 + shift && y > 30 && y < 90;
      data[i] = inBox ? 0x43 : 0xf8 - ((x + y) % 2);
      data[i + 1] = inBox ? 0x38 : Math.round((x / width) * 255);
      data[i + 2] = inBox ? 0xca : 0xfc;
    }
  }
  return data;
}

const png = (data: Buffer) =>
  sharp(data, { raw: { width: 320, height: 120, channels: 3 } })
    .png()
    .toBuffer();
const decoded = async (file: string) => (await sharp(file).removeAlpha().raw().toBuffer()).equals(pixels(0));

describe('visual baseline store (tests/visual/store.ts)', () => {
  const store = path.join(dir, 'store');
  const work = path.join(dir, 'work');
  const name = 'chromium-linux/Components/Button/Primary.desktop';
  const copy = path.join(work, `${name}.png`);
  const baseline = path.join(store, `${name}.webp`);

  it('stores a PNG the run wrote as a smaller WebP with exactly its pixels, and stores it once', async () => {
    mkdirSync(path.dirname(copy), { recursive: true });
    writeFileSync(copy, await png(pixels(0)));
    const [stored] = await checkIn(store, work);
    expect(stored).toMatchObject({ baseline: name, webp: statSync(baseline).size });
    expect(stored!.webp).toBeLessThan(stored!.png);
    expect(await decoded(baseline)).toBe(true);
    expect(await checkIn(store, work)).toEqual([]);
  });

  it('checks out nothing while copies are current, and a copy again when it is missing or was changed', async () => {
    expect(await checkOut(store, work)).toEqual({ decoded: 0, removed: 0 });
    rmSync(copy);
    expect(await checkOut(store, work)).toEqual({ decoded: 1, removed: 0 });
    expect(await decoded(copy)).toBe(true);
    // A run that wrote a copy but never stored it (interrupted): the committed baseline wins.
    writeFileSync(copy, await png(pixels(5)));
    expect(await checkOut(store, work)).toEqual({ decoded: 1, removed: 0 });
    expect(await decoded(copy)).toBe(true);
  });

  it('checks out a baseline changed in the store (a pull), and removes the copy of a deleted one', async () => {
    const before = readFileSync(baseline);
    writeFileSync(
      baseline,
      await sharp(pixels(5), { raw: { width: 320, height: 120, channels: 3 } })
        .webp({ lossless: true })
        .toBuffer(),
    );
    expect(await checkOut(store, work)).toEqual({ decoded: 1, removed: 0 });
    expect(await decoded(copy)).toBe(false);
    writeFileSync(baseline, before);
    await checkOut(store, work);
    rmSync(baseline);
    expect(await checkOut(store, work)).toEqual({ decoded: 0, removed: 1 });
    expect(existsSync(copy)).toBe(false);
  });
});
