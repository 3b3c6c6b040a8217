import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { subsetFonts } from './scripts/fonts/vitePlugin.ts';
import viteConfig from './vite.config.ts';
import { matchBaseline } from './tests/visual/compare.ts';
import { VISUAL_ARGS } from './tests/visual/config.ts';
import { SERVER_OPS_FILES, SERVER_TEST, SERVER_WORKERS } from './tests/server/projects.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    // vite.config's plugins do not reach here (its config is async, so the merge receives a Promise):
    // the projects that import the site's modules need the font imports (scripts/fonts).
    plugins: [subsetFonts()],
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: [
              'src/**/*.test.{ts,tsx}',
              'contract/**/*.test.ts',
              'mocks/**/*.test.ts',
              'stories/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
            setupFiles: ['tests/setup-unit.ts'],
            // One jsdom and one module graph per worker for all its files: a fresh one per file was
            // 47 % of the project's time (40 → 17 CPU s). Files share no state: setup-unit.ts unmounts
            // after each test, and the project passes with its files in any order (checked with
            // --sequence.shuffle.files, four seeds). One worker gets all the files at once; as Vitest
            // groups projects by maxWorkers, this one runs in a group of its own, after the others.
            isolate: false,
            maxWorkers: 1,
            sequence: { groupOrder: 2 },
          },
        },
        {
          extends: true,
          test: {
            ...SERVER_TEST,
            name: 'server',
            include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts', 'tests/visual/**/*.test.ts'],
            exclude: [...configDefaults.exclude, ...SERVER_OPS_FILES],
            // Each file has a database of its own in the shared cluster and its own ports and
            // directories: several files at once (tests/server/projects.ts). `npm test` runs this
            // project beside the operations tests, at a lower priority (scripts/test.ts); in one plain `vitest run`
            // it comes after the storybook project, so the stories' captures keep their cores.
            maxWorkers: SERVER_WORKERS,
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: {
            ...SERVER_TEST,
            name: 'server-ops',
            include: SERVER_OPS_FILES,
            // One file at a time, and not beside the stories: Vitest runs its browser project beside
            // every group, so `npm test` (scripts/test.ts) runs this project in a Vitest of its own,
            // with the other projects at a lower priority. See SERVER_OPS_FILES.
            fileParallelism: false,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            // Every story is also a visual-regression test (tests/visual/setup.ts); VISUAL=off skips the screenshots.
            setupFiles: ['tests/visual/setup.ts'],
            // Two stories at once, each in a page of its own: a capture waits on fonts, resizes and
            // the screenshot round trip, and the other story's rendering fills that time.
            maxWorkers: 2,
            // One page per worker for all its story files, not a new one per file: every file
            // re-loaded the whole preview (React, styled-components, fonts, the mock service worker),
            // 30 % of the renderer's time. Stories start clean without it: the preview clears the
            // toast store before each, MSW's loader resets handlers, and a story renders in a fresh root.
            isolate: false,
            // No retries: a story that fails once is a flake to fix at its cause (a play function
            // must wait for the state it captures, not race a timer).
            retry: 0,
            // The capture hook (tests/visual/setup.ts) may take 20 s per width on busy cores, and a
            // page story's render and play took over 15 s in CI (ServicesPage › Default, at nice 10
            // beside the server tests): a bound for a hang, not a measure of speed.
            hookTimeout: 60_000,
            testTimeout: 60_000,
            provide: { visualRegression: !/^(0|off|false|no)$/i.test(process.env.VISUAL ?? '') },
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...VISUAL_ARGS] },
                contextOptions: { reducedMotion: 'reduce', deviceScaleFactor: 1 },
              }),
              instances: [{ browser: 'chromium' }],
              // The capture's comparison with its WebP baseline, in Node (tests/visual/compare.ts).
              commands: { matchBaseline },
            },
          },
        },
      ],
    },
  }),
);
