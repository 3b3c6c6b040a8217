import { createContext, useContext, useId, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import { useTheme } from 'styled-components';
import type { Theme } from '../theme';
import { brandThemes, type BrandId } from '../theme/brands';
import { islandMarker } from './ids';
import type { IslandComponent, IslandName } from './registry';

/** One interactive part of a prerendered page, as the prerender step collected it. */
export interface IslandRecord {
  name: IslandName;
  element: ReactElement;
  theme: Theme;
}

/**
 * Present only while a page is prerendered (src/entry-server.tsx): islands then leave a marker that
 * the prerender step replaces with the island rendered as a root of its own. Without it (stories,
 * unit tests, the client-rendered studio and the dev server) an island renders in place.
 */
export const IslandCollector = createContext<Map<string, IslandRecord> | null>(null);

/** The brand id of a theme (the runtime hydrates an island with the same theme). */
export const brandOf = (theme: Theme): BrandId =>
  (Object.keys(brandThemes) as BrandId[]).find((id) => brandThemes[id].name === theme.name) ?? 'studio';

export interface IslandProps<N extends IslandName> {
  /** Its key in the island registry (src/islands/registry.ts), which says when it hydrates. */
  name: N;
  /** The component the registry's `load` resolves to for this name. */
  component: IslandComponent<N>;
  /** Serialized into the page (JSON): plain data only. */
  props: ComponentProps<IslandComponent<N>>;
}

/**
 * Marks an interactive part of a page. The rest of a prerendered page is HTML and CSS only; an
 * island is hydrated on its own, with its serialized props, by the island runtime.
 */
export function Island<N extends IslandName>({ name, component, props }: IslandProps<N>) {
  const collector = useContext(IslandCollector);
  const theme = useTheme();
  const key = useId();
  // The registry's types tie name, component and props together; rendering needs none of them.
  const Component = component as ComponentType<object>;
  const element = <Component {...(props as object)} />;
  if (!collector) return element;
  collector.set(key, { name, element, theme });
  const brand = brandOf(theme);
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      data-brand={brand === 'studio' ? undefined : brand}
      dangerouslySetInnerHTML={{ __html: islandMarker(key) }}
    />
  );
}
