import { StrictMode, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Router, type Navigator } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { brandThemes, type BrandId } from '../theme/brands';

/** Marks the island once React has committed it (tests and the hydration check wait for it). */
function Hydrated({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates one island as a React root of its own, with the page's brand theme and a router
 * context for its links (the page-swap navigator) — the same tree the prerender step rendered.
 * As a transition, so React hydrates in slices and yields to the browser between them (a
 * visitor's input goes first) instead of one long task.
 */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<object>,
  props: object,
  identifierPrefix: string,
  navigator: Navigator,
  onHydrated: () => void,
): Root {
  const brand = (element.dataset.brand ?? 'studio') as BrandId;
  const { pathname, search, hash } = window.location;
  const markHydrated = () => {
    element.setAttribute('data-hydrated', 'true');
    onHydrated();
  };
  const tree = (
    <StrictMode>
      <ThemeProvider theme={brandThemes[brand]}>
        <Router location={{ pathname, search, hash, state: null, key: 'default' }} navigator={navigator}>
          <Hydrated onCommit={markHydrated}>
            <Component {...props} />
          </Hydrated>
        </Router>
      </ThemeProvider>
    </StrictMode>
  );
  const options = {
    identifierPrefix,
    onRecoverableError: (error: unknown) => {
      if (!element.hasAttribute('data-leaving')) console.error('[hydration]', error);
    },
  };
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(element, tree, options);
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return root;
}
