/**
 * Pages the server renders itself with the site's own SSR bundle (dist-server/entry-server.js,
 * from `npm run build`), into the page shell the prerender step wrote, so they look and hydrate
 * exactly like the site: the consultation page again after a post without JavaScript (with what
 * was sent and why), and the client review page (server/review).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerFormState } from '#contract/consultation/formPost.ts';
import type { ServerReviewState } from '#contract/reviews.ts';
import { FORM_SHELL_FILE, REVIEW_SHELL_FILE, fillShell, splitHead } from './pageShell.ts';

export type RenderFormPage = (state: ServerFormState) => Promise<string>;
export type RenderReviewPage = (state: ServerReviewState) => Promise<string>;

interface RenderOptions {
  consultation?: ServerFormState;
  review?: ServerReviewState;
}

interface SsrEntry {
  render(url: string, options: RenderOptions): Promise<{ html: string; styles: string }>;
  consultationPath: string;
  reviewPath: string;
}

/** Loads the bundle and a shell on first use; a failed load is retried on the next render. */
function ssrPage(ssrDir: string, shellFile: string, pathOf: (entry: SsrEntry) => string) {
  let loading: Promise<{ entry: SsrEntry; shell: string }> | undefined;
  const load = async () => ({
    entry: (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as SsrEntry,
    shell: await readFile(path.join(ssrDir, shellFile), 'utf8'),
  });
  return async (options: RenderOptions): Promise<string> => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    const { entry, shell } = await loading;
    const { html, styles } = await entry.render(pathOf(entry), options);
    return fillShell(shell, { styles, body: splitHead(html).body });
  };
}

export function ssrFormPage(ssrDir: string): RenderFormPage {
  const render = ssrPage(ssrDir, FORM_SHELL_FILE, (entry) => entry.consultationPath);
  return (consultation) => render({ consultation });
}

export function ssrReviewPage(ssrDir: string): RenderReviewPage {
  const render = ssrPage(ssrDir, REVIEW_SHELL_FILE, (entry) => entry.reviewPath);
  return (review) => render({ review });
}
