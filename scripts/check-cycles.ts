/**
 * Fails when any import loop exists in the repository's TypeScript, type-only imports, re-exports
 * and dynamic `import()` included (ESLint's import/no-cycle skips type imports). Every tracked
 * .ts/.tsx file outside node_modules is read; each module specifier is resolved as TypeScript
 * resolves it (bundler resolution, `.ts` extensions, package.json "imports" such as #contract/*),
 * and the strongly connected components of the graph are reported, each with one loop through it.
 * Run by `npm run lint`; `--root <dir>` checks another git work tree.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { cli } from './cli.ts';

const { values } = cli(import.meta.filename, { root: { type: 'string', default: path.resolve(import.meta.dirname, '..') } });

/** --root: the repository to check (a git work tree); the test suite points it at a scratch one. */
const root = path.resolve(values.root);
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && !f.endsWith('.d.ts') && !f.includes('node_modules/'))
  .map((f) => path.join(root, f));
const known = new Set(files);
const options: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};
const host = ts.createModuleResolutionCache(root, (f) => f, options);

/** The repository files one file imports, in any form. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const out = new Set<string>();
  for (const { fileName } of info.importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys, host).resolvedModule?.resolvedFileName;
    if (resolved && known.has(resolved)) out.add(resolved);
  }
  return [...out];
}

const graph = new Map(files.map((f) => [f, importsOf(f)]));

/** Tarjan's strongly connected components; a component of two or more files is a loop. */
function components(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)!.includes(v)) found.push(component);
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return found;
}

/** One loop inside a component: a breadth-first path from its first file back to itself. */
function loopThrough(component: string[]): string[] {
  const inside = new Set(component);
  const start = component[0]!;
  const from = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const loop = [start];
        for (let at = v; at !== start; at = from.get(at)!) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!from.has(w)) {
        from.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

const loops = components();
for (const component of loops) {
  const names = loopThrough(component).map((f) => path.relative(root, f));
  console.error(`Import loop through ${component.length} file(s): ${names.join(' → ')}`);
}
if (loops.length > 0) {
  console.error(`check-cycles: ${loops.length} import loop(s) in ${files.length} files. Break each (move the shared part down a layer).`);
  process.exit(1);
}
console.log(`check-cycles: no import loop in ${files.length} files.`);
