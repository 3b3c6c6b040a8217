/**
 * How visual baselines are kept. Committed: lossless WebP in tests/visual/__screenshots__ (the same
 * pixels in about 0.54 of the bytes of an optipng-optimised PNG). Vitest reads and writes PNG only,
 * so the storybook project works on PNG copies in .vitest/baselines (not committed):
 *
 * - `checkOut` (before a run) decodes every WebP whose copy is missing or stale, and deletes copies
 *   whose WebP is gone, so a removed baseline is missing again, not silently kept.
 * - `checkIn` (after a run) encodes every PNG the run wrote (a new story, or `--update`) back to
 *   WebP, and refuses to store one that does not decode to exactly the same RGBA pixels.
 *
 * A manifest in the work folder records, per baseline, the hashes of the WebP a copy came from and of
 * the copy itself: that is how both steps tell what changed, without trusting file times.
 * libwebp is deterministic: an unchanged capture is stored as the same bytes again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { STORE_DIR } from './names.ts';

export const WORK_DIR = '.vitest/baselines';

/** Lossless, with libwebp's slowest and smallest settings (about 1–4 s per baseline). */
const WEBP = { lossless: true, effort: 6, quality: 100 } as const;

interface Entry {
  webp: string;
  png: string;
}
type Manifest = Record<string, Entry>;

export interface Stored {
  baseline: string;
  png: number;
  webp: number;
}

const sha1 = (data: Buffer) => createHash('sha1').update(data).digest('hex');
const manifestFile = (work: string) => path.join(work, 'manifest.json');

function readManifest(work: string): Manifest {
  try {
    return JSON.parse(readFileSync(manifestFile(work), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

function writeManifest(work: string, manifest: Manifest) {
  mkdirSync(work, { recursive: true });
  writeFileSync(manifestFile(work), `${JSON.stringify(manifest, null, 1)}\n`);
}

/** Baseline names (`chromium-linux/Group/File/Story.width`) of the files in `dir` with `ext`. */
function names(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ext))
    .map((file) => file.slice(0, -ext.length).split(path.sep).join('/'));
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
}

async function rgba(image: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Makes the PNG copies match the committed WebP baselines. Returns how many it decoded and removed. */
export async function checkOut(store = STORE_DIR, work = WORK_DIR): Promise<{ decoded: number; removed: number }> {
  const manifest = readManifest(work);
  const stored = new Set(names(store, '.webp'));
  const stale: [string, Buffer][] = [];
  for (const name of stored) {
    const webp = readFileSync(path.join(store, `${name}.webp`));
    const png = path.join(work, `${name}.png`);
    if (manifest[name]?.webp !== sha1(webp) || !existsSync(png) || sha1(readFileSync(png)) !== manifest[name]?.png)
      stale.push([name, webp]);
  }
  await inParallel(stale, async ([name, webp]) => {
    const png = await sharp(webp).png({ compressionLevel: 1 }).toBuffer();
    const file = path.join(work, `${name}.png`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, png);
    manifest[name] = { webp: sha1(webp), png: sha1(png) };
  });
  const orphans = names(work, '.png').filter((name) => !stored.has(name));
  for (const name of orphans) {
    rmSync(path.join(work, `${name}.png`));
    delete manifest[name];
  }
  writeManifest(work, manifest);
  return { decoded: stale.length, removed: orphans.length };
}

/** Stores every PNG copy a run wrote or changed as a WebP baseline. */
export async function checkIn(store = STORE_DIR, work = WORK_DIR): Promise<Stored[]> {
  const manifest = readManifest(work);
  const written = names(work, '.png').flatMap((name) => {
    const png = readFileSync(path.join(work, `${name}.png`));
    return manifest[name]?.png === sha1(png) ? [] : [[name, png] as const];
  });
  const results: Stored[] = [];
  await inParallel(written, async ([name, png]) => {
    const webp = await sharp(png).webp(WEBP).toBuffer();
    const [a, b] = await Promise.all([rgba(png), rgba(webp)]);
    if (a.width !== b.width || a.height !== b.height || !a.data.equals(b.data)) {
      throw new Error(`[visual] ${name}: the WebP does not decode to the captured pixels; nothing stored`);
    }
    const file = path.join(store, `${name}.webp`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, webp);
    manifest[name] = { webp: sha1(webp), png: sha1(png) };
    results.push({ baseline: name, png: png.length, webp: webp.length });
  });
  writeManifest(work, manifest);
  return results;
}
