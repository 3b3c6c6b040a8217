// @vitest-environment node
/**
 * The story tree is the source tree, one hop: every story's title (as Storybook itself computes
 * it, from the file's path unless the file sets `title`) starts with a group that names a src/
 * folder and, below it, the folder or file it shows (compared case-insensitively:
 * `Features/Consultation/…` shows src/features/consultation, `Demos/HomeGoods/…` src/demos/homegoods).
 * The title also matches the file's own folder, so the visual baselines (filed by folder) and the
 * sidebar use the same names.
 */
import { existsSync, globSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { getStoryTitle } from 'storybook/internal/common';
import { readCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import mainConfig from '../.storybook/main';

const root = path.resolve(import.meta.dirname, '..');
const stories = mainConfig.stories as string[];
const files = globSync('stories/**/*.stories.tsx', { cwd: root }).sort();

/** Names in a folder without their extensions, lower-cased. */
const namesIn = (dir: string) => readdirSync(path.join(root, dir)).map((name) => name.replace(/\.tsx?$/, '').toLowerCase());

async function titleOf(file: string): Promise<string> {
  const make = (userTitle?: string) =>
    getStoryTitle({ storyFilePath: `./${file}`, configDir: '.storybook', stories, workingDir: root, userTitle }) ?? '';
  const csf = (await readCsf(path.join(root, file), { fileName: file, makeTitle: make })).parse();
  return csf.meta?.title ?? make();
}

describe('story tree', () => {
  it('finds the story files', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files)('%s is filed under the source folder it shows', async (file) => {
    const title = await titleOf(file);
    const [group = '', folder = ''] = title.split('/');
    const sourceGroup = `src/${group.toLowerCase()}`;
    expect(existsSync(path.join(root, sourceGroup)), `${title}: no ${sourceGroup}`).toBe(true);
    // Theme's leaves are token kinds (Colors, Spacing…), all from src/theme.
    if (group !== 'Theme') expect(namesIn(sourceGroup), `${title}: no ${sourceGroup}/${folder}`).toContain(folder.toLowerCase());
    expect(path.dirname(file), `${title} lives in another folder`).toBe(path.join('stories', ...title.split('/').slice(0, -1)));
  });
});
