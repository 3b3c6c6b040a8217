// @vitest-environment node
/**
 * Every docs page's props table has a sentence on each prop: the component of every story file is
 * read with react-docgen-typescript, with the options of .storybook/main.ts (the docs pages use the
 * same), and each prop of its own (not React's or the DOM's) must carry a TSDoc description.
 */
import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { withCustomConfig, type ComponentDoc } from 'react-docgen-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import mainConfig from '../.storybook/main';

const root = path.resolve(import.meta.dirname, '..');
const storyFiles = globSync('stories/**/*.stories.tsx', { cwd: root }).sort();

/** The file that defines a story file's `component` (its import, or the story file itself). */
function componentFile(storyFile: string): { name: string; file: string } | undefined {
  const source = readFileSync(path.join(root, storyFile), 'utf8');
  const name = /^\s*component:\s*(\w+)/m.exec(source)?.[1];
  if (!name) return undefined;
  const from = new RegExp(`import\\s+(?:\\{[^}]*\\b${name}\\b[^}]*\\}|${name})\\s+from\\s+'([^']+)'`).exec(source)?.[1];
  if (!from) return { name, file: path.join(root, storyFile) };
  const base = path.resolve(root, path.dirname(storyFile), from);
  const file = [`${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`].find((candidate) => existsSync(candidate));
  return file ? { name, file } : undefined;
}

const components = storyFiles.map((file) => ({ story: file, ...componentFile(file) }));
let docs: ComponentDoc[] = [];

beforeAll(() => {
  const options = mainConfig.typescript?.reactDocgenTypescriptOptions ?? {};
  const parser = withCustomConfig(path.join(root, 'tsconfig.browser.json'), options as Parameters<typeof withCustomConfig>[1]);
  docs = parser.parse([...new Set(components.flatMap((c) => (c.file ? [c.file] : [])))]);
}, 120_000);

describe('props tables', () => {
  it('finds the component of every story file that names one', () => {
    expect(components.filter((c) => c.name && !c.file)).toEqual([]);
    expect(docs.length).toBeGreaterThan(40);
  });

  it.each(components.filter((c) => c.file).map((c) => [c.story, c.name as string, c.file as string]))(
    '%s: every prop of %s has a description',
    (_story, name, file) => {
      const doc = docs.find((d) => d.filePath === file && (d.displayName === name || docs.filter((o) => o.filePath === file).length === 1));
      const undocumented = Object.values(doc?.props ?? {})
        .filter((prop) => !prop.description.trim())
        .map((prop) => prop.name);
      expect(undocumented, `${path.relative(root, file)}: props without a TSDoc comment`).toEqual([]);
    },
  );
});
