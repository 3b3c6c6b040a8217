import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { islandIdPrefix, islandMarker } from './ids';
import { IslandCollector, type IslandRecord } from './Island';

interface IslandPage {
  /** The page's tree (src/entry-server.tsx: the app in its router and form state). */
  page: ReactNode;
  /** Puts an island's element in the same router and form state as the page. */
  wrap: (element: ReactElement) => ReactNode;
  /** Renders one root to HTML with the given React id prefix. */
  toHtml: (tree: ReactNode, identifierPrefix?: string) => Promise<string>;
}

/**
 * The prerender's half of the islands. The page renders once with each island left as a marker
 * (IslandCollector); then each island renders as a root of its own (its own id prefix, the page's
 * brand theme), exactly the tree the runtime hydrates (hydrate.tsx), and takes its marker's place.
 * Returns the page's HTML and its islands in document order: the runtime numbers them the same way.
 */
export async function renderWithIslands({ page, wrap, toHtml }: IslandPage): Promise<{ html: string; islands: string[] }> {
  const collected = new Map<string, IslandRecord>();
  let html = await toHtml(<IslandCollector.Provider value={collected}>{page}</IslandCollector.Provider>);
  const keys = [...html.matchAll(/<!--island (.+?)-->/g)].map((match) => match[1] ?? '');
  const islands: string[] = [];
  for (const key of keys) {
    const island = collected.get(key);
    if (!island) throw new Error(`island marker ${key} without an island`);
    const islandHtml = await toHtml(
      <StrictMode>
        <ThemeProvider theme={island.theme}>{wrap(island.element)}</ThemeProvider>
      </StrictMode>,
      islandIdPrefix(islands.length),
    );
    islands.push(island.name);
    html = html.replace(islandMarker(key), () => islandHtml);
  }
  return { html, islands };
}
