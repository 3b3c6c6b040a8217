/**
 * The consultation page rendered again after a post without JavaScript: the site's own SSR bundle
 * (dist-server/entry-server.js, from `npm run build`) renders it with what was sent and why, into
 * the page shell the prerender step wrote, so it looks and hydrates exactly like the site.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerFormState } from '#contract/consultation/formPost.ts';
import { FORM_SHELL_FILE, fillShell, splitHead } from './template.ts';

export type RenderFormPage = (state: ServerFormState) => Promise<string>;

interface SsrEntry {
  render(url: string, options: { consultation: ServerFormState }): Promise<{ html: string; styles: string }>;
  consultationPath: string;
}

/** Loads the bundle and the shell on first use; a failed load is retried on the next post. */
export function ssrFormPage(ssrDir: string): RenderFormPage {
  let loading: Promise<{ entry: SsrEntry; shell: string }> | undefined;
  const load = async () => ({
    entry: (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as SsrEntry,
    shell: await readFile(path.join(ssrDir, FORM_SHELL_FILE), 'utf8'),
  });
  return async (state) => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    const { entry, shell } = await loading;
    const { html, styles } = await entry.render(entry.consultationPath, { consultation: state });
    return fillShell(shell, { styles, body: splitHead(html).body });
  };
}
