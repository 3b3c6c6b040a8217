import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoList, demoPlaces } from './registry';

/** Folders and files that serve every demo rather than one. */
const SHARED = new Set([
  'shared',
  'apps.ts',
  'Shared',
  'demoStory.tsx',
  'index.ts',
  'bases.ts',
  'formFields.ts',
  'registry.ts',
  'registry.test.ts',
  'types.ts',
]);

const ids = demoList.map((demo) => demo.id as string);
const names = (dir: string) => readdirSync(dir).filter((name) => !SHARED.has(name));
/** coffee.ts, coffeeMenu.ts and homegoodsCatalogue.ts belong to their demo; anything else is an orphan. */
const ownerOf = (file: string) => ids.find((id) => file.startsWith(id));

describe('demo registry: one hop from a demo to everything about it', () => {
  it.each(demoList.map((demo) => [demo.id, demo] as const))('%s: every place it names exists', (_id, demo) => {
    for (const place of Object.values(demoPlaces(demo))) expect(existsSync(place), place).toBe(true);
  });

  it('nothing of a demo lives outside the places the registry names', () => {
    expect(names('src/demos').sort()).toEqual([...ids].sort());
    expect(
      names('src/theme/brands')
        .map((file) => file.replace(/\.ts$/, ''))
        .sort(),
    ).toEqual([...ids].sort());
    expect(names('stories/Demos').sort()).toEqual(demoList.map((demo) => demo.storyGroup).sort());
    expect(names('src/content/demoSites').filter((file) => !ownerOf(file))).toEqual([]);
  });
});
