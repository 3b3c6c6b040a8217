import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import viteConfig from './vite.config.ts';
import { VISUAL_ARGS, visualRegression } from './tests/visual/config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'mocks/**/*.test.ts', 'stories/**/*.test.ts'],
            setupFiles: ['tests/setup-unit.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts', 'tests/visual/**/*.test.ts'],
            globalSetup: ['tests/server/globalSetup.ts'],
            setupFiles: ['tests/server/quietLog.ts'],
            // The integration suites share one PostgreSQL cluster; run files one at a time.
            fileParallelism: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            // Every story is also a visual-regression test (tests/visual/setup.ts); VISUAL=off skips the screenshots.
            setupFiles: ['tests/visual/setup.ts'],
            // Baselines a run writes are stored as lossless WebP (tests/visual/store.ts).
            globalSetup: ['tests/visual/globalSetup.ts'],
            // No retries: a story that fails once is a flake to fix at its cause (a play function
            // must wait for the state it captures, not race a timer).
            retry: 0,
            provide: { visualRegression: !/^(0|off|false|no)$/i.test(process.env.VISUAL ?? '') },
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...VISUAL_ARGS] },
                contextOptions: { reducedMotion: 'reduce', deviceScaleFactor: 1 },
              }),
              instances: [{ browser: 'chromium' }],
              expect: { toMatchScreenshot: visualRegression },
            },
          },
        },
      ],
    },
  }),
);
