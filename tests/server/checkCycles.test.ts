import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../scripts/check-cycles.ts');
let dir = '';

function repo(files: Record<string, string>): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  spawnSync('git', ['init', '-q'], { cwd: dir });
  return dir;
}

function check(root: string) {
  return spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
}

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('check-cycles (npm run lint)', () => {
  it('fails on a loop made only of type imports, and names the files', () => {
    const result = check(
      repo({
        'src/a.ts': "import type { B } from './b.ts';\nexport interface A { b?: B }\n",
        'src/b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
      }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Import loop through 2 file\(s\): src\/[ab]\.ts → src\/[ab]\.ts → src\/[ab]\.ts/);
  });

  it('follows dynamic import() and package.json "imports" aliases', () => {
    const result = check(
      repo({
        'package.json': JSON.stringify({ name: 'x', type: 'module', imports: { '#lib/*': './lib/*' } }),
        'lib/registry.ts': "export const load = () => import('../app/page.tsx');\n",
        'app/page.tsx': "import { load } from '#lib/registry.ts';\nexport const page = load;\n",
      }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('lib/registry.ts');
  });

  it('passes a tree without loops', () => {
    const result = check(repo({ 'a.ts': "import { b } from './b.ts';\nexport const a = b;\n", 'b.ts': 'export const b = 1;\n' }));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('no import loop in 2 files');
  });
});
