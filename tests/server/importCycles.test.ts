/**
 * The lint rule against import cycles (scripts/lint/importCycles.js, in eslint.config.js), on files
 * written into the repository for the run: a loop of type-only imports, a loop through import('…')
 * and a re-export loop fail; a file that only imports into a loop does not.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './helpers/server.ts';

const dir = path.join(REPO_ROOT, 'tests/server', `cycle-fixture-${process.pid}`);
const files: Record<string, string> = {
  'typeA.ts': "import type { B } from './typeB';\nexport interface A {\n  b?: B;\n}\n",
  'typeB.ts': "import type { A } from './typeA';\nexport interface B {\n  a?: A;\n}\n",
  'lazyA.ts': "export const loadB = () => import('./lazyB');\n",
  'lazyB.ts': "import { loadB } from './lazyA';\nexport const again = loadB;\n",
  'barrel.ts': "export * from './reexported';\n",
  'reexported.ts': "export { value as unused } from './barrel';\nexport const value = 1;\n",
  'outside.ts': "import type { A } from './typeA';\nexport type Outside = A;\n",
};

beforeAll(() => {
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), code);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('cycles/no-import-cycle', () => {
  it('reports every import that closes a loop, type-only and dynamic ones included, with the loop', async () => {
    const results = await new ESLint({ cwd: REPO_ROOT }).lintFiles(Object.keys(files).map((name) => path.join(dir, name)));
    const cycles = Object.fromEntries(
      results.map((result) => [
        path.basename(result.filePath),
        result.messages.filter((message) => message.ruleId === 'cycles/no-import-cycle').map((message) => message.message),
      ]),
    );
    const rel = (name: string) => path.relative(REPO_ROOT, path.join(dir, name));
    expect(cycles).toEqual({
      'typeA.ts': [`Import cycle: ${rel('typeA.ts')} → ${rel('typeB.ts')} → ${rel('typeA.ts')}`],
      'typeB.ts': [`Import cycle: ${rel('typeB.ts')} → ${rel('typeA.ts')} → ${rel('typeB.ts')}`],
      'lazyA.ts': [`Import cycle: ${rel('lazyA.ts')} → ${rel('lazyB.ts')} → ${rel('lazyA.ts')}`],
      'lazyB.ts': [`Import cycle: ${rel('lazyB.ts')} → ${rel('lazyA.ts')} → ${rel('lazyB.ts')}`],
      'barrel.ts': [`Import cycle: ${rel('barrel.ts')} → ${rel('reexported.ts')} → ${rel('barrel.ts')}`],
      'reexported.ts': [`Import cycle: ${rel('reexported.ts')} → ${rel('barrel.ts')} → ${rel('reexported.ts')}`],
      'outside.ts': [],
    });
  }, 60_000);
});
