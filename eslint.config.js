import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';
import { srcLayerRules } from './eslint.layers.js';
import { serverLayerRules } from './eslint.server.js';
import cycles from './scripts/lint/importCycles.js';

/**
 * The trees (issue 21): the browser (src, stories, mocks, .storybook) and the server share only
 * contract/, which imports from neither and uses no DOM or Node API, so it runs on both sides.
 * A relative import that climbs into another tree is refused. The TypeScript projects
 * (tsconfig.json) give each tree its environment's types, but some browser libraries' own
 * declarations bring Node's, so Node's modules and globals are refused here too.
 */
const into = (...dirs) => ({ regex: `^(\\.\\./)+(${dirs.join('|')})(/|$)` });
const browserTree = ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', 'mocks/**/*.ts', '.storybook/*.{ts,tsx}'];
// Their unit tests run in Node (Vitest; the tooling TypeScript project): they may read files.
const browserTests = ['src/**/*.test.{ts,tsx}', 'stories/**/*.test.ts', 'mocks/**/*.test.ts'];
// .storybook/main.ts is Storybook's own configuration, read by Node.
const nodeConfigs = ['.storybook/main.ts'];
const noNode = (where) => ({
  paths: builtinModules.filter((name) => !name.startsWith('_')).map((name) => ({ name, message: `${where} uses no Node API.` })),
  patterns: [{ group: ['node:*'], message: `${where} uses no Node API.` }],
});
const browserNoNode = noNode('Browser code');
/** What browser code may not import: the server, and (outside its tests) Node's modules. */
const browserBans = (test) => ({
  paths: test ? [] : browserNoNode.paths,
  patterns: [
    { ...into('server'), message: 'The browser does not import the server: share it through contract/.' },
    ...(test ? [] : browserNoNode.patterns),
  ],
});
const nodeOnlyGlobals = Object.keys(globals.node).filter((name) => !(name in globals.browser));
const browserOnlyGlobals = Object.keys(globals.browser).filter((name) => !(name in globals.node));
const restrictGlobals = (names, message) => names.map((name) => ({ name, message }));
/**
 * The scripts that render or read the site itself (its prerender config and island ids, demo
 * registry, inbox queries, the font fallbacks they measure).
 */
const scriptsUsingSrc = [
  'scripts/prerender.ts',
  'scripts/bench-inbox.ts',
  'scripts/capture-demo-cards.ts',
  'scripts/fontFallbackWidths.ts',
];
/**
 * Small files, short lines (issue 29): every source file of the three trees, tests included, reads
 * in one screen: at most 200 lines of code (blank lines and comments not counted), no line over 140
 * characters, comments, strings and URLs included (Prettier wraps code at the same width). Content
 * data (the studio's copy, a demo's facts and copy) is exempt: long lists and prose are its nature.
 * Build output (dist, dist-server, .tsbuild) is ignored above; the trees hold no generated source.
 */
const sourceSize = {
  files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
  ignores: ['src/content/**', 'src/demos/*/content/**'],
  rules: {
    'max-lines': ['error', { max: 200, skipBlankLines: true, skipComments: true }],
    'max-len': ['error', { code: 140, tabWidth: 2 }],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      '.tsbuild',
      '.hydration-check',
      'storybook-static',
      'node_modules',
      'test-results',
      'playwright-report',
      '.data',
      '.storybook/public',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  sourceSize,
  {
    // No import cycles, type-only imports and import('…') included (scripts/lint/importCycles.js).
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { cycles },
    rules: { 'cycles/no-import-cycle': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Sections receive their copy as props: pages, a demo's screens (and stories) pass it from src/content or the demo's content/.
    files: ['src/sections/**/*.{ts,tsx}', 'src/demos/*/sections/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The currency formatter is not copy (nor the demo registry's routes, src/demos/registry.ts).
              // A demo's sections take their demo's copy (src/demos/<demo>/content) from its screens.
              regex: '/content(/(?!format$).*)?$',
              allowTypeImports: true,
              message: "Sections take copy as props; import only types from src/content or a demo's content/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every browser file; the layers below repeat these bans with their own (a later rule replaces an earlier one).
    files: browserTree,
    ignores: [...nodeConfigs, ...browserTests],
    rules: {
      'no-restricted-imports': ['error', browserBans(false)],
      'no-restricted-globals': ['error', ...restrictGlobals(nodeOnlyGlobals, 'Browser code uses no Node API.')],
    },
  },
  { files: browserTests, rules: { 'no-restricted-imports': ['error', browserBans(true)] } },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...into('src', 'stories', 'mocks'), message: 'The server does not import the browser: share it through contract/.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...restrictGlobals(browserOnlyGlobals, 'The server has no DOM.')],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noNode('contract/').paths,
          patterns: [
            {
              ...into('src', 'server', 'stories', 'mocks', 'scripts', 'tests'),
              message: 'contract/ imports from neither side: it is what both import.',
            },
            ...noNode('contract/').patterns,
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...restrictGlobals(nodeOnlyGlobals, 'contract/ runs in the browser too: no Node API.'),
        ...restrictGlobals(browserOnlyGlobals, 'contract/ runs on the server too: no DOM.'),
      ],
    },
  },
  {
    files: ['scripts/**/*.ts'],
    ignores: scriptsUsingSrc,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...into('src'), message: `Only ${scriptsUsingSrc.join(', ')} import the site's source; share the rest through contract/.` },
          ],
        },
      ],
    },
  },
  ...srcLayerRules(browserBans),
  ...serverLayerRules,
);
