import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  // No cloud add-ons: visual regression runs locally (see README, "Visual regression").
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // .storybook/public holds MSW's mockServiceWorker.js (kept out of the site's dist/).
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables and descriptions come from the components' TypeScript types and JSDoc.
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
