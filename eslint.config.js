import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/**
 * Layers of src/, bottom to top. A file may import only from its own layer or lower ones:
 * theme/config → components (primitives) and islands → content → lib/hooks (plumbing: supabase,
 * auth, toast) → features → sections → pages/demos → app.
 * src/islands (the island framework: <Island>, runtime, hydration, the prerender's half) sits
 * beside the primitives: it imports React and the theme only, so every layer above can place an
 * island (pages, demos, the app's layout) or ask for one (lib/toast). Its registry is the one file
 * at the top, beside app: it names each island's module, whatever its layer, by dynamic import.
 */
const layers = [
  { dir: 'src/theme', forbidden: ['components', 'islands', 'content', 'lib', 'hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/config', forbidden: ['components', 'islands', 'content', 'lib', 'hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/components', forbidden: ['islands', 'content', 'lib', 'hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/islands', forbidden: ['components', 'content', 'lib', 'hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/islands/registry.ts', forbidden: [] },
  { dir: 'src/content', forbidden: ['lib', 'hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/lib', forbidden: ['features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/hooks', forbidden: ['features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/sections', forbidden: ['pages', 'demos', 'app'] },
  { dir: 'src/pages', forbidden: ['demos', 'app'] },
  { dir: 'src/demos', forbidden: ['pages', 'app'] },
];

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
  layers.push({
    dir: `src/features/${feature}`,
    forbidden: ['sections', 'pages', 'demos', 'app'],
    siblings,
  });
}

export default tseslint.config(
  { ignores: ['dist', 'dist-server', '.hydration-check', 'storybook-static', 'node_modules', 'test-results', 'playwright-report', '.data', '.storybook/public', 'coverage'] },
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
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Sections receive their copy as props: pages (and stories) pass it from src/content.
    files: ['src/sections/**/*.{ts,tsx}', 'src/demos/*/sections/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The currency formatter and the demo registry's routes are not copy.
              regex: '/content(/(?!format$|demoSites/registry$).*)?$',
              allowTypeImports: true,
              message: 'Sections take copy as props; import only types from src/content.',
            },
          ],
        },
      ],
    },
  },
  ...layers.map(({ dir, forbidden, siblings = [] }) => ({
    files: [/\.tsx?$/.test(dir) ? dir : `${dir}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden.map((layer) => ({
              group: [`**/${layer}`, `**/${layer}/**`],
              message: `${dir} sits below src/${layer}: imports flow downwards only.`,
            })),
            ...siblings.map((sibling) => ({
              group: [`../${sibling}`, `../${sibling}/**`, `**/features/${sibling}`, `**/features/${sibling}/**`],
              message: `${dir} may not import the ${sibling} feature: share it through src/lib, compose them in a page.`,
            })),
          ],
        },
      ],
    },
  })),
);
