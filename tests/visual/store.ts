/**
 * How visual baselines are kept: lossless WebP in tests/visual/__screenshots__ (the same pixels in
 * about 0.54 of the bytes of an optipng-optimised PNG). The capture command (compare.ts) reads a
 * baseline as RGBA pixels and compares those; it stores a new one only if the WebP decodes to exactly
 * the captured pixels. libwebp is deterministic: an unchanged capture is stored as the same bytes again.
 *
 * sharp decodes and encodes on libuv's thread pool: two stories' captures compare at once without
 * holding up Vitest's main thread (which serves both browser sessions).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Lossless, with libwebp's slowest and smallest settings (about 1–4 s per baseline). */
const WEBP = { lossless: true, effort: 6, quality: 100 } as const;

/** An image as 8-bit RGBA. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

/** Any image sharp reads (PNG, WebP), as RGBA pixels. */
export async function decode(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const raw = ({ data, width, height }: Pixels) => sharp(data, { raw: { width, height, channels: 4 } });

export const samePixels = (a: Pixels, b: Pixels) => a.width === b.width && a.height === b.height && a.data.equals(b.data);

/** The baseline at `file` as pixels, or null when there is none. */
export async function readBaseline(file: string): Promise<Pixels | null> {
  const webp = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  return webp && decode(webp);
}

async function writeFileIn(file: string, data: Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

/** Stores `pixels` as the baseline at `file`; returns its size in bytes. */
export async function writeBaseline(file: string, pixels: Pixels): Promise<number> {
  const webp = await raw(pixels).webp(WEBP).toBuffer();
  if (!samePixels(await decode(webp), pixels))
    throw new Error(`[visual] ${file}: the WebP does not decode to the captured pixels; nothing stored`);
  await writeFileIn(file, webp);
  return webp.length;
}

/** Writes `pixels` as a PNG (the images a failed comparison leaves for a person to look at). */
export async function writePng(file: string, pixels: Pixels): Promise<void> {
  await writeFileIn(file, await raw(pixels).png().toBuffer());
}
