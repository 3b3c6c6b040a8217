/**
 * Every committed baseline (image or outline) belongs to a story that still exists: the baselines
 * of a deleted or renamed story would otherwise stay in the store, and in its size, for ever. (A
 * story without its baseline fails the visual suite itself.)
 */
import { existsSync, globSync } from 'node:fs';
import path from 'node:path';
import { readCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import { baselineName, STORE_DIR } from './names.ts';

const root = path.resolve(import.meta.dirname, '../..');
const store = path.join(root, STORE_DIR, 'chromium-linux');

async function storyNames(file: string): Promise<Set<string>> {
  if (!existsSync(path.join(root, file))) return new Set();
  const csf = (await readCsf(path.join(root, file), { fileName: file, makeTitle: (title) => title ?? file })).parse();
  return new Set(csf.stories.map((story) => baselineName(story.name ?? '')));
}

describe('visual baselines', () => {
  const baselines = globSync('**/*.{webp,outline.txt}', { cwd: store }).sort();

  it('are found', () => {
    expect(baselines.length).toBeGreaterThan(300);
  });

  it('each belongs to a story of the story file its folder names', async () => {
    const names = new Map<string, Set<string>>();
    const orphans: string[] = [];
    for (const baseline of baselines) {
      const file = `stories/${path.dirname(baseline)}.stories.tsx`;
      if (!names.has(file)) names.set(file, await storyNames(file));
      if (!names.get(file)?.has(path.basename(baseline).split('.')[0] ?? '')) orphans.push(baseline);
    }
    expect(orphans).toEqual([]);
  });
});
