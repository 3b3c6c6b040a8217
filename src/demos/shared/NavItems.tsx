import type { ComponentType, ReactNode } from 'react';
import type { NavItem } from '../../content';
import { Link } from 'react-router-dom';

type NavItemLink = ComponentType<{ to: string; end?: boolean; children?: ReactNode }>;

export interface NavItemsProps {
  items: readonly NavItem[];
  /** The link component: a styled NavLink in headers, a plain Link elsewhere. */
  link?: NavItemLink;
  /** NavLink's `end`: only the exact path is the current page. */
  end?: boolean;
}

/** One `<li>` per page, for a `<ul>` that the demo styles. */
export function NavItems({ items, link: ItemLink = Link, end }: NavItemsProps) {
  return items.map((item) => (
    <li key={item.to}>
      <ItemLink to={item.to} {...(end ? { end } : {})}>
        {item.label}
      </ItemLink>
    </li>
  ));
}
