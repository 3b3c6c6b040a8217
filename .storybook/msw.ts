/**
 * Starts MSW's service worker from a URL relative to the Storybook itself, so a static
 * Storybook published under any sub-path (/storybook/, /design/v2/…) finds its worker, and the
 * worker's scope covers that sub-path. Storybook builds with Vite's relative base ('./');
 * Vitest's browser runner serves the worker at its root ('/').
 */
import { isCommonAssetRequest } from 'msw';
import type { SetupWorker } from 'msw/browser';

export const WORKER_FILE = 'mockServiceWorker.js';

const storybookInternal = /\.mdx$|sb-common-assets|sb-addons|sb-manager|iframe\.html|@vite|@react-refresh|\/virtual:|\.stories\./;

export async function startMockWorker(): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}${WORKER_FILE}` },
    // MSW 3 reports every unhandled network frame; an HTTP frame's data carries its request.
    onUnhandledFrame({ frame: { data }, defaults }) {
      const request =
        typeof data === 'object' && data !== null && 'request' in data && data.request instanceof Request ? data.request : undefined;
      if (request && (isCommonAssetRequest(request) || storybookInternal.test(request.url))) return;
      defaults.warn();
    },
  });
  return worker;
}
