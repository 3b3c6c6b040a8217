import type { ReactNode } from 'react';
import type { TitledItem } from './content/types';

export interface TitledItemsProps {
  items: readonly TitledItem[];
  /** Drawn above each title (an icon, say), given the item's index. */
  before?: (index: number) => ReactNode;
}

/** One `<li>` per item with an h3 and a paragraph, for a list that the section styles. */
export function TitledItems({ items, before }: TitledItemsProps) {
  return items.map((item, index) => (
    <li key={item.title}>
      {before?.(index)}
      <h3>{item.title}</h3>
      <p>{item.text}</p>
    </li>
  ));
}
