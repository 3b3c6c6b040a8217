import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layers of src/, bottom to top. A file may import only from its own layer or lower ones:
 * theme/config → components (primitives) → content → hooks/features → sections → pages/demos → app.
 */
const layers = [
  { dir: 'src/theme', forbidden: ['components', 'content', 'hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/config', forbidden: ['components', 'content', 'hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/components', forbidden: ['content', 'hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/content', forbidden: ['hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/hooks', forbidden: ['features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/features', forbidden: ['sections', 'pages', 'demos', 'app'] },
  { dir: 'src/sections', forbidden: ['pages', 'demos', 'app'] },
  { dir: 'src/pages', forbidden: ['demos', 'app'] },
  { dir: 'src/demos', forbidden: ['pages', 'app'] },
];

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
  ...layers.map(({ dir, forbidden }) => ({
    files: [`${dir}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.map((layer) => ({
            group: [`**/${layer}`, `**/${layer}/**`],
            message: `${dir} sits below src/${layer}: imports flow downwards only.`,
          })),
        },
      ],
    },
  })),
);
