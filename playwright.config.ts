import { defineConfig, devices } from '@playwright/test';
import { HEADLESS_SHELL_ARGS, HEADLESS_SHELL_PATH } from './chromium.ts';
import { E2E_DATA_DIR, E2E_EXTERNAL_URL, E2E_PG_DATA_DIR, E2E_PORTS } from './tests/e2e/env.ts';

/** SIGTERM, so the server stops its PostgreSQL (a SIGKILL would leave the postmaster to the next start). */
const GRACEFUL = { signal: 'SIGTERM', timeout: 15_000 } as const;

const chromium = { ...devices['Desktop Chrome'], launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: HEADLESS_SHELL_ARGS } };

/**
 * End-to-end tests run against the production server of `npm start` on its embedded PostgreSQL
 * and, for the form, once more on a second server: on E2E_DATABASE_URL (an external PostgreSQL)
 * when given, else on a fresh embedded cluster of its own.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Removes the servers' clusters once they have stopped: nothing of the run is left (issue 43).
  globalTeardown: './tests/e2e/globalTeardown.ts',
  // The specs mostly wait (typing at a visitor's pace, servers of their own starting, the Storybook
  // build), so three run at once on two cores. Files that share a fixed port or a server set up in
  // beforeAll run their tests in order; independent tests opt in with describe.configure.
  fullyParallel: false,
  workers: 3,
  // A guard against a hang, not a bound a test claims (those assert their own): several specs start
  // servers of their own on a fresh PostgreSQL cluster, which takes 10–20 s while `npm test` runs the
  // server project beside them.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // No trace by default: recording one for every test (to keep the failures') cost a third of the
  // browser's CPU time. A failure still leaves its error context (the page's ARIA snapshot); to
  // follow one step by step, rerun that spec with `npx playwright test <file> --trace on`.
  use: { baseURL: `http://127.0.0.1:${E2E_PORTS.site}`, trace: 'off' },
  projects: [
    { name: 'site', testIgnore: /postgres\.spec\.ts/, use: chromium },
    { name: 'postgres', testMatch: /postgres\.spec\.ts/, use: { ...chromium, baseURL: `http://127.0.0.1:${E2E_PORTS.postgres}` } },
  ],
  webServer: [
    {
      command: 'npm start',
      url: `http://127.0.0.1:${E2E_PORTS.site}/`,
      env: { PORT: String(E2E_PORTS.site), DATA_DIR: E2E_DATA_DIR, SHUTDOWN_DRAIN_MS: '0' },
      reuseExistingServer: false,
      timeout: 180_000,
      gracefulShutdown: GRACEFUL,
      stdout: 'pipe',
    },
    {
      command: 'node server/main.ts',
      url: `http://127.0.0.1:${E2E_PORTS.postgres}/`,
      env: {
        PORT: String(E2E_PORTS.postgres),
        ...(E2E_EXTERNAL_URL ? { DATABASE_URL: E2E_EXTERNAL_URL } : { DATA_DIR: E2E_PG_DATA_DIR }),
        SHUTDOWN_DRAIN_MS: '0',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      gracefulShutdown: GRACEFUL,
    },
  ],
});
