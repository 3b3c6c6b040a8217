import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { App } from './app/App';
import { IslandCollector, islandIdPrefix, islandMarker, type IslandName, type IslandRecord } from './islands';
import { ServerFormStateProvider } from './features/consultation/serverState';
import type { ServerFormState } from './features/consultation/validation';

export { notFoundRoutes, prerenderRoutes, shellRoutes, sitemapRoutes } from './app/prerenderPaths';
export { islands } from './islands/registry';
export { FORM_ACTION as consultationPath } from './features/consultation/validation';

export interface RenderOptions {
  /** The consultation form's state after a post without JavaScript (server/form). */
  consultation?: ServerFormState;
}

export interface Rendered {
  html: string;
  /** The page's CSS (styled-components), reused as is by the client: it never rehydrates it. */
  styles: string;
  /** The islands on the page, in document order (the prerender step preloads what they need). */
  islands: IslandName[];
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
 * Renders one URL to HTML plus the CSS it needs. The page renders once with islands left as
 * markers; then each island renders as a root of its own (its own id prefix, the page's theme and
 * location), exactly as the island runtime will hydrate it, and takes its marker's place.
 */
export async function render(url: string, options: RenderOptions = {}): Promise<Rendered> {
  const sheet = new ServerStyleSheet();
  const collected = new Map<string, IslandRecord>();
  const withState = (tree: ReactNode) => (
    <StaticRouter location={url}>
      <ServerFormStateProvider value={options.consultation}>{tree}</ServerFormStateProvider>
    </StaticRouter>
  );
  try {
    let html = await toHtml(
      sheet.collectStyles(
        <IslandCollector.Provider value={collected}>
          {withState(<App />)}
        </IslandCollector.Provider>,
      ),
    );
    // Islands in document order: the runtime numbers them the same way.
    const keys = [...html.matchAll(/<!--island (.+?)-->/g)].map((match) => match[1] ?? '');
    const islands: IslandName[] = [];
    for (const key of keys) {
      const island = collected.get(key);
      if (!island) throw new Error(`${url}: island marker ${key} without an island`);
      const islandHtml = await toHtml(
        sheet.collectStyles(
          <StrictMode>
            <ThemeProvider theme={island.theme}>{withState(island.element)}</ThemeProvider>
          </StrictMode>,
        ),
        islandIdPrefix(islands.length),
      );
      islands.push(island.name);
      html = html.replace(islandMarker(key), () => islandHtml);
    }
    // Without data-styled, the client's styled-components does not parse and re-insert the page's
    // CSS: islands add only the rules they change at runtime.
    // Prerendered pages take a web font only if it is there for the first paint (it is preloaded):
    // a late swap would move text (layout shift). The client-rendered studio and Storybook swap.
    const styles = sheet
      .getStyleTags()
      .replace(/ data-styled="[^"]*"/, ' data-page-styles')
      .replaceAll('font-display:swap', 'font-display:optional');
    return { html, styles, islands };
  } finally {
    sheet.seal();
  }
}
