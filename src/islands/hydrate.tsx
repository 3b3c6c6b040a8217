import { StrictMode, startTransition, useEffect, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Router, type Navigator } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { brandThemes, type BrandId } from '../theme/brands';
import { watchFormState } from './adoptFormState';

/**
 * In the hydration commit, hands the visitor's form input to the island (adoptFormState.ts); then
 * marks the island as committed (tests, the hydration check and held clicks wait for it).
 */
function Hydrated({ onAdopt, onCommit, children }: { onAdopt: () => void; onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onAdopt, [onAdopt]);
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
  const adopt = watchFormState(element);
  const markHydrated = () => {
    element.setAttribute('data-hydrated', 'true');
    onHydrated();
  };
  const tree = (
    <StrictMode>
      <ThemeProvider theme={brandThemes[brand]}>
        <Router location={{ pathname, search, hash, state: null, key: 'default' }} navigator={navigator}>
          <Hydrated onAdopt={adopt} onCommit={markHydrated}>
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
