import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import type { ServerFormState } from '#contract/consultation/formPost.ts';
import type { ServerReviewState } from '#contract/reviews.ts';
import { App } from './app/App';
import { DemoFormPostProvider, type DemoFormPost } from './demos/shared/demoFormPost';
import { ServerFormStateProvider } from './features/consultation/serverState';
import { ServerReviewProvider } from './features/review';
import { renderWithIslands } from './islands/prerender';

export { notFoundRoutes, prerenderRoutes, shellRoutes, sitemapRoutes } from './app/prerenderPaths';
export { islands } from './allIslands';
export { siteIdentities } from './app/identities';
export { demoFormOutcome, demoFormPaths } from './app/demoForms';
export { FORM_ACTION as consultationPath } from '#contract/consultation/formPost.ts';
export { REVIEW_ROUTE as reviewPath } from '#contract/reviews.ts';

export interface RenderOptions {
  /** The consultation form's state after a post without JavaScript (server/form). */
  consultation?: ServerFormState;
  /** The client review page's state (server/review). */
  review?: ServerReviewState;
  /** A demo contact form's post without JavaScript (server/form/demoContact.ts). */
  demoForm?: DemoFormPost;
}

export interface Rendered {
  html: string;
  /** The page's CSS (styled-components), reused as is by the client: it never rehydrates it. */
  styles: string;
  /** The islands on the page, in document order (the prerender step preloads what they need). */
  islands: string[];
}

async function toHtml(tree: ReactNode, identifierPrefix?: string) {
  // react-dom/static waits for lazy routes, so the page's content is in the HTML. An infinite
  // progressiveChunkSize keeps every Suspense boundary inline: React would otherwise move large
  // ones into hidden segments revealed by inline scripts, which the CSP blocks and no-JS
  // visitors never see.
  const { prelude } = await prerender(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY, identifierPrefix });
  return new Response(prelude).text();
}

/**
 * Renders one URL to HTML plus the CSS it needs: the page, and each of its islands as a root of
 * its own (src/islands/prerender.tsx) in the page's location and form state.
 */
export async function render(url: string, options: RenderOptions = {}): Promise<Rendered> {
  const sheet = new ServerStyleSheet();
  const withState = (tree: ReactNode) => (
    <StaticRouter location={url}>
      <ServerFormStateProvider value={options.consultation}>
        <DemoFormPostProvider value={options.demoForm}>
          <ServerReviewProvider value={options.review}>{tree}</ServerReviewProvider>
        </DemoFormPostProvider>
      </ServerFormStateProvider>
    </StaticRouter>
  );
  try {
    const { html, islands } = await renderWithIslands({
      page: withState(<App />),
      wrap: withState,
      toHtml: (tree, identifierPrefix) => toHtml(sheet.collectStyles(tree), identifierPrefix),
    });
    // Without data-styled, the client's styled-components does not parse and re-insert the page's
    // CSS: islands add only the rules they change at runtime.
    // Web fonts swap in whenever they arrive (font-display: swap; they are preloaded): the fallback
    // each one names is metric-matched (src/theme/fontFallbacks.ts), so the swap moves nothing.
    const styles = sheet.getStyleTags().replace(/ data-styled="[^"]*"/, ' data-page-styles');
    return { html, styles, islands };
  } finally {
    sheet.seal();
  }
}
