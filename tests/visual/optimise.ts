/**
 * Stores visual baselines losslessly smaller: Vitest writes its PNGs with a fast zlib setting;
 * Debian's optipng (-o2: the filter and zlib trials that pay off on screenshots) makes them about a
 * fifth smaller. A re-encoded file replaces the original only when it is smaller and decodes to
 * exactly the same RGBA pixels, so what a baseline claims never changes. optipng is deterministic: an unchanged capture gives the same bytes again.
 */
import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';

export const OPTIPNG = '/usr/bin/optipng';

export interface Optimised {
  file: string;
  before: number;
  after: number;
}

function optipng(input: string, output: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(OPTIPNG, ['-quiet', '-o2', '-strip', 'all', '-clobber', '-out', output, input], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`optipng failed on ${input}: ${stderr.trim()}`))));
  });
}

async function samePixels(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([a, b].map((file) => sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  return !!x && !!y && x.info.width === y.info.width && x.info.height === y.info.height && x.data.equals(y.data);
}

/** Re-encodes one PNG in place when that is smaller and pixel-identical. */
export async function optimiseFile(file: string): Promise<Optimised> {
  const before = statSync(file).size;
  const temporary = `${file}.optimising`;
  try {
    await optipng(file, temporary);
    const after = statSync(temporary).size;
    if (after < before && (await samePixels(file, temporary))) {
      renameSync(temporary, file);
      return { file, before, after };
    }
    return { file, before, after: before };
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** Optimises the files, one optipng per core; fails when optipng is not installed. */
export async function optimiseFiles(files: string[]): Promise<Optimised[]> {
  if (files.length > 0 && !existsSync(OPTIPNG)) {
    throw new Error(`[visual] ${files.length} baseline(s) written but not optimised: ${OPTIPNG} is missing (node scripts/ensure-test-env.ts installs it)`);
  }
  const results: Optimised[] = [];
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) results.push(await optimiseFile(file));
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
  return results;
}
