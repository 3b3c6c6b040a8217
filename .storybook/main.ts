import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    // GitHub-flavoured markdown (tables, task lists, strikethrough) in the MDX docs.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
    // The design card's Chromatic add-on: inert without a project token; the local visual
    // regression (README, "Visual regression") stays the check.
    '@chromatic-com/storybook',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // .storybook/public holds MSW's mockServiceWorker.js (kept out of the site's dist/).
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables and descriptions come from the components' TypeScript types and JSDoc, read with
  // the browser's TypeScript project. Options replace Storybook's defaults, so these repeat them:
  // literal unions as enums, optional props without `| undefined`, no props from node_modules.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: 'tsconfig.browser.json',
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Only the component's own props: not React's, the DOM's or styled-components' (`as`, `forwardedAs`).
      propFilter: (prop) => {
        const declared = prop.declarations?.length ? prop.declarations : prop.parent ? [prop.parent] : [];
        return declared.length === 0 || declared.some((at) => !/node_modules/.test(at.fileName));
      },
    },
  },
};

export default config;
