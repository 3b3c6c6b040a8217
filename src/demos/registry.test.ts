import { existsSync, globSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandThemes } from '../theme/brands';
import { demoList } from './registry';

/**
 * The parts every demo folder holds, each in the layer its role gives it (eslint.layers.js): the
 * lazy app, its facts and copy, its theme (theme layer) and brand, its screens and sections, and
 * the screenshot of its home page that the studio's demo card shows.
 */
const PARTS = ['index.tsx', 'content/index.ts', 'brand/index.tsx', 'brand/theme.ts', 'screens', 'sections', 'assets/card.webp'];

/** Beside the demos: what they share, the registry and the router's lazy apps. */
const BESIDE = ['shared', 'apps.ts', 'bases.ts', 'registry.ts', 'registry.test.ts'];

const ids = demoList.map((demo) => demo.id as string);

describe('demo registry: a demo is one folder', () => {
  it('src/demos holds a folder per registered demo, and only what they share besides', () => {
    expect(readdirSync('src/demos').sort()).toEqual([...ids, ...BESIDE].sort());
  });

  it.each(demoList.map((demo) => [demo.id, demo] as const))('%s holds every part of a demo', (id, demo) => {
    for (const part of PARTS) expect(existsSync(`src/demos/${id}/${part}`), part).toBe(true);
    expect(demo.brand).toBe(id);
    expect(brandThemes[demo.brand]).toBeDefined();
  });

  it('its stories are the one part elsewhere: stories/Demos/<storyGroup>', () => {
    const groups = readdirSync('stories/Demos', { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'Shared');
    expect(groups.map((entry) => entry.name).sort()).toEqual(demoList.map((demo) => demo.storyGroup).sort());
  });

  it('no file outside src/demos and stories/Demos is named after a demo', () => {
    const named = new RegExp(`(^|/)(${ids.join('|')})[^/]*$`, 'i');
    const elsewhere = globSync('src/**/*').filter((file) => !file.startsWith('src/demos/') && named.test(file));
    expect(elsewhere).toEqual([]);
  });
});
