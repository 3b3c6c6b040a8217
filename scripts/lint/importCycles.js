/**
 * ESLint rule `cycles/no-import-cycle`: no file imports, through any chain of files of this
 * repository, a file that imports it back. Every kind of import counts: static, `import type`,
 * re-exports, `import('…')` and `typeof import('…')`. (import-x/no-cycle skips type-only imports
 * whatever its options, and a type cycle is still a cycle between modules.)
 *
 * The rule reads the repository's import graph once per process (Vite's parser, which reports each
 * file's imports; import-x's resolver, which knows `.ts` extensions, folder indexes and the
 * `#contract/*` package import), finds its strongly connected components, and reports each import
 * of the linted file whose target lies in the file's own component, with one loop as the example.
 * The linted file's own imports are re-read from the AST ESLint hands it (an editor's unsaved text).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeResolver } from 'eslint-plugin-import-x';
import { parseSync } from 'vite';

/** The repository: the graph is its whole, wherever ESLint runs from. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'storybook-static', 'test-results', 'playwright-report', 'coverage']);
const resolver = createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'], conditionNames: ['import', 'default'] });

/** The repository's source files (dot folders but .storybook skipped: caches, builds, data). */
function sourceFiles(dir, files = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const skipped = SKIPPED_DIRS.has(entry.name) || (entry.name.startsWith('.') && entry.name !== '.storybook');
    if (entry.isDirectory() && !skipped) sourceFiles(full, files);
    else if (entry.isFile() && SOURCE.test(entry.name)) files.push(full);
  }
  return files;
}

/** The module specifiers `typeof import('…')` names in a program (not in Vite's module record). */
function typeImports(node, found = []) {
  if (Array.isArray(node)) node.forEach((child) => typeImports(child, found));
  else if (node && typeof node === 'object') {
    if (node.type === 'TSImportType') {
      const literal = node.source ?? node.argument?.literal ?? node.argument;
      if (typeof literal?.value === 'string') found.push(literal.value);
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'parent' && child && typeof child === 'object') typeImports(child, found);
  }
  return found;
}

/** Every module specifier a file's source names. */
function specifiersIn(file, code) {
  const { program, module } = parseSync(file, code);
  const exports = module.staticExports.flatMap((statement) => statement.entries);
  return [
    ...module.staticImports.map((statement) => statement.moduleRequest.value),
    ...exports.flatMap((entry) => (entry.moduleRequest ? [entry.moduleRequest.value] : [])),
    ...module.dynamicImports.flatMap(({ moduleRequest }) => {
      const text = code.slice(moduleRequest.start, moduleRequest.end);
      return /^(['"`])[^'"`$]*\1$/.test(text) ? [text.slice(1, -1)] : [];
    }),
    ...typeImports(program),
  ];
}

function resolveIn(files, specifier, importer) {
  const { found, path: target } = resolver.resolve(specifier, importer);
  return found && target && files.has(target) ? target : undefined;
}

/** Strongly connected components (Tarjan): each file's component, as a Set shared by its members. */
function components(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const componentOf = new Map();
  const visit = (file) => {
    index.set(file, index.size);
    low.set(file, index.get(file));
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = new Set();
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.add(member);
      componentOf.set(member, component);
    } while (member !== file);
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return componentOf;
}

/** A shortest chain of imports from `from` to `to` inside one component. */
function chain(edges, component, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const file = queue.shift();
    if (file === to) break;
    for (const next of edges.get(file) ?? [])
      if (component.has(next) && !previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
  }
  const files = [];
  for (let file = to; file; file = previous.get(file)) files.unshift(file);
  return files;
}

let graph;
function graphOf(root) {
  if (graph?.root === root) return graph;
  const files = new Set(sourceFiles(root));
  const edges = new Map();
  for (const file of files) {
    let specifiers = [];
    try {
      specifiers = specifiersIn(file, readFileSync(file, 'utf8'));
    } catch {
      // A file the parser refuses is ESLint's to report; it adds no edge here.
    }
    edges.set(file, new Set(specifiers.flatMap((specifier) => resolveIn(files, specifier, file) ?? [])));
  }
  graph = { root, files, edges, componentOf: components(edges) };
  return graph;
}

const importSources = (node) => (node.type === 'TSImportType' ? (node.source ?? node.argument?.literal ?? node.argument) : node.source);

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between the files of the repository, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    const current = graphOf(ROOT);
    if (!current.files.has(file)) return {};
    const sources = [];
    const collect = (node) => {
      const source = importSources(node);
      if (typeof source?.value === 'string') sources.push({ node: source, specifier: source.value });
    };
    return {
      'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression, TSImportType': collect,
      'Program:exit'() {
        const targets = sources.map((source) => ({ ...source, target: resolveIn(current.files, source.specifier, file) }));
        const edges = new Set(targets.flatMap(({ target }) => target ?? []));
        const known = current.edges.get(file);
        if (known?.size !== edges.size || [...edges].some((target) => !known.has(target))) {
          current.edges.set(file, edges); // the text differs from the file on disk (an editor)
          current.componentOf = components(current.edges);
        }
        const component = current.componentOf.get(file);
        for (const { node, target } of targets) {
          if (!target || !component?.has(target)) continue;
          const loop = [file, ...chain(current.edges, component, target, file)].map((member) => path.relative(ROOT, member));
          context.report({ node, messageId: 'cycle', data: { chain: loop.join(' → ') } });
        }
      },
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
