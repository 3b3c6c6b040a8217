import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@chromatic-com/storybook', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // .storybook/public holds MSW's mockServiceWorker.js (kept out of the site's dist/).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
