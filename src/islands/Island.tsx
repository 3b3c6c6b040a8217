import { createContext, useContext, useId, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import { useTheme } from 'styled-components';
import type { Theme } from '../theme';
import { brandThemes, type BrandId } from '../theme/brands';
import { islandMarker } from './ids';
import type { IslandComponent, IslandDefinition } from './define';

/** One interactive part of a prerendered page, as the prerender step collected it. */
export interface IslandRecord {
  name: string;
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

export interface IslandProps<D extends IslandDefinition> {
  /** The island's definition (the default export of its `*.island.ts`): its name, when it hydrates, its module. */
  island: D;
  /** The component the definition's `load` resolves to (rendered here: the prerender, stories, the studio). */
  component: IslandComponent<D>;
  /** Serialized into the page (JSON): plain data only. */
  props: ComponentProps<IslandComponent<D>>;
}

/**
 * Marks an interactive part of a page. The rest of a prerendered page is HTML and CSS only; an
 * island is hydrated on its own, with its serialized props, by the island runtime.
 */
export function Island<D extends IslandDefinition>({ island, component, props }: IslandProps<D>) {
  const { name } = island;
  const collector = useContext(IslandCollector);
  const theme = useTheme();
  const key = useId();
  // The definition's type ties component and props together; rendering needs neither.
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
