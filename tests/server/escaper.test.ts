/**
 * One HTML escaper (contract/html.ts): no other server or script file writes character references,
 * so a fix to escaping is made once and reaches every page, e-mail and image built as a string.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REFERENCE = /&(amp|lt|gt|quot|#39);|&#\$\{/;

describe('the HTML escaper', () => {
  it('is contract/html.ts alone: no file in server/ or scripts/ escapes markup by itself', () => {
    const files = ['server', 'scripts']
      .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => REFERENCE.test(fs.readFileSync(file, 'utf8')))).toEqual([]);
    expect(REFERENCE.test(fs.readFileSync('contract/html.ts', 'utf8'))).toBe(true);
  });
});
