import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';
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
/** The scripts that render or read the site itself (its prerender config and island ids, demo registry, inbox queries). */
const scriptsUsingSrc = ['scripts/prerender.ts', 'scripts/bench-inbox.ts', 'scripts/capture-demo-cards.ts'];

/**
 * Layers of src/, bottom to top. A file may import only from its own layer or lower ones:
 * theme/config → components (primitives) and islands → content → lib/hooks (plumbing: supabase,
 * auth, toast) → features → sections → pages/demos → app.
 * src/islands (the island framework: <Island>, defineIsland, runtime, hydration, the prerender's
 * half) sits beside the primitives: it imports React and the theme only, so every layer above can
 * define an island (a `*.island.ts` file beside its component, which names the component's module
 * by dynamic import), place it (pages, demos, the app's layout) or ask for one (lib/toast). The
 * runtime imports no island: the page script and the prerender's entry (src/entry-*.tsx, above
 * every layer) hand it every definition, collected by Vite's glob (src/allIslands.ts).
 */
const layers = [
  { dir: 'src/theme', forbidden: ['components', 'islands', 'content', 'lib', 'hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/config', forbidden: ['components', 'islands', 'content', 'lib', 'hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/components', forbidden: ['islands', 'content', 'lib', 'hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/islands', forbidden: ['components', 'content', 'lib', 'hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/content', forbidden: ['lib', 'hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/lib', forbidden: ['features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/hooks', forbidden: ['features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/sections', forbidden: ['pages', 'demos', 'app'] },
  { dir: 'src/pages', forbidden: ['demos', 'app'] },
  { dir: 'src/demos', forbidden: ['pages', 'app'] },
];

/**
 * A demo is one folder, src/demos/<demo>, whose parts keep the layer of their role: its facts and
 * copy (content/; also the registry and the demos' shared form fields and copy types) are content,
 * its palette and theme (brand/theme.ts) are theme, its screenshots (assets/) are files any layer
 * may import, the rest (brand, screens, sections, the lazy app) is the demos layer. A lower layer
 * may import a part whose role is not above it (src/theme/brands.ts lists the demos' themes, the
 * studio's content reads their facts), and a part imports only what its role may, inside the demo
 * folder too: a demo's content does not import its screens, its theme imports src/theme only.
 * `path`: the part below src/demos/ in an import; `within`: what the part may not import nearby.
 */
const demoParts = {
  theme: {
    files: ['src/demos/*/brand/theme.ts'],
    path: '[^/]+/brand/theme(\\.ts)?$',
    within: ['^\\.(?!\\./\\.\\./\\.\\./theme(/|$))'],
  },
  content: {
    files: ['src/demos/*/content/**/*.ts', 'src/demos/registry.ts', 'src/demos/bases.ts'],
    tests: ['src/demos/*/content/**/*.test.ts'],
    path: '([^/]+/content(/.*)?|registry(\\.ts)?|bases(\\.ts)?)$',
    within: [
      '(^|/)(screens|sections|images)(/|$)',
      '(^|/)brand(/index(\\.tsx)?)?$',
      '(^|/)shared/(?!content/)',
      '^\\.\\.(/index(\\.tsx)?)?$',
    ],
  },
};
const DEMO_ASSETS = '[^/]+/assets/';
layers.push(
  ...Object.entries(demoParts).map(([role, part]) => ({
    dir: `src/demos/<demo>'s ${role}`,
    files: part.files,
    tests: part.tests ?? [],
    forbidden: layers.find((layer) => layer.dir === `src/${role}`).forbidden,
    within: part.within,
    below: 'the rest of its demo',
  })),
);
/** Imports of src/demos that a layer forbidding `demos` may still make: the parts of a role it allows, and assets. */
const demosImport = (forbidden) => {
  const allowed = [DEMO_ASSETS, ...Object.entries(demoParts).flatMap(([role, part]) => (forbidden.includes(role) ? [] : [part.path]))];
  return `(^|/)demos(/(?!(${allowed.join('|')})).*)?$`;
};

/**
 * Features do not import each other (as in bulletproof-react): what two features share moves down
 * into src/lib, and pages compose features. Each feature folder gets the features layer's rule plus
 * its siblings.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const feature of features) {
  const siblings = features.filter((other) => other !== feature);
  const forbidden = ['sections', 'pages', 'demos', 'app'];
  layers.push({ dir: `src/features/${feature}`, forbidden, siblings });
  // A feature split into data (queries, hooks, types) and components: its data renders nothing.
  if (existsSync(new URL(`./src/features/${feature}/data`, import.meta.url))) {
    layers.push({ dir: `src/features/${feature}/data`, forbidden, siblings, within: ['^\\.\\./components(/|$)'], below: 'its components' });
  }
}

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
  // Each layer twice: its code, then its tests (the same layer rules, Node's modules allowed).
  // A layer given as globs (a demo's parts) names its own tests, if it has any.
  ...layers.flatMap(({ dir, files, tests, forbidden, siblings = [], within = [], below }) =>
    (files && !tests.length ? [false] : [false, true]).map((test) => ({
      files: files ? (test ? tests : files) : [test ? `${dir}/**/*.test.{ts,tsx}` : `${dir}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: browserBans(test).paths,
            patterns: [
              ...browserBans(test).patterns,
              ...forbidden.map((layer) => ({
                ...(layer === 'demos' ? { regex: demosImport(forbidden) } : { group: [`**/${layer}`, `**/${layer}/**`] }),
                message: `${dir} sits below src/${layer}: imports flow downwards only.`,
              })),
              ...within.map((regex) => ({ regex, message: `${dir} sits below ${below}: imports flow downwards only.` })),
              ...siblings.map((sibling) => ({
                // From the feature's folder or a subfolder of it (data/, components/).
                regex: `^(\\.\\./)+${sibling}(/|$)|(^|/)features/${sibling}(/|$)`,
                message: `${dir} may not import the ${sibling} feature: share it through src/lib, compose them in a page.`,
              })),
            ],
          },
        ],
      },
    })),
  ),
  ...serverLayerRules,
);
