import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App';
import { ServerFormStateProvider } from './features/consultation/serverState';
import type { ServerFormState } from './features/consultation/validation';

export { notFoundRoutes, prerenderRoutes, shellRoutes, siteRoutes } from './app/prerenderPaths';
export { interLatinUrl } from './theme';
export { FORM_ACTION as consultationPath } from './features/consultation/validation';

export interface RenderOptions {
  /** The consultation form's state after a post without JavaScript (server/form). */
  consultation?: ServerFormState;
}

/** Renders one URL to HTML plus the styled-components CSS it needs (critical CSS). */
export async function render(url: string, options: RenderOptions = {}): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  try {
    // react-dom/static waits for lazy routes, so the page's content is in the HTML. An infinite
    // progressiveChunkSize keeps every Suspense boundary inline: React would otherwise move large
    // ones into hidden segments revealed by inline scripts, which the CSP blocks and no-JS
    // visitors never see.
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StaticRouter location={url}>
          <ServerFormStateProvider value={options.consultation}>
            <App />
          </ServerFormStateProvider>
        </StaticRouter>,
      ),
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
