/**
 * A page's place in its site as JSON-LD: the site's business, the page itself (a WebPage or a
 * subtype such as ContactPage) and its BreadcrumbList, linked by @id. Every page of the sitemap says
 * this much; studio.ts and demoBusinesses.ts give each site's business and navigation.
 */
import type { NavItem } from '../navigation';
import { absolute, type SchemaThing } from './schema';

/** What every page already says about itself (src/content/pageMeta.ts, each demo's meta). */
export interface PageFacts {
  path: string;
  title: string;
  description: string;
}

export interface PageOptions {
  /** The page's own type and what it is about; a plain WebPage by default. */
  page?: SchemaThing;
  /** The last crumb's name, for a page its site's navigation does not list (a product). */
  crumb?: string;
  /** What else the page describes, after its trail (a product). */
  more?: readonly SchemaThing[];
}

/** "/" holds every page of its site; "/demo/advanced/shop" holds "/demo/advanced/shop/oak-tray". */
const holds = (parent: string, path: string) => parent === path || parent === '/' || path.startsWith(`${parent}/`);

/**
 * The breadcrumb trail to a page: the site's navigation items that hold its path (its home first),
 * then the page itself when the navigation does not list it.
 */
function trailTo(nav: readonly NavItem[], path: string, crumb?: string): NavItem[] {
  const trail = nav.filter((item) => holds(item.to, path)).sort((a, b) => a.to.length - b.to.length);
  if (trail.at(-1)?.to === path) return trail;
  if (crumb === undefined) throw new Error(`${path} is not in its site's navigation: give its crumb's name`);
  return [...trail, { label: crumb, to: path }];
}

/** One page of a site: its business, the page (published by it) and its trail from the site's home. */
export function sitePage(business: SchemaThing, nav: readonly NavItem[], facts: PageFacts, options: PageOptions = {}): SchemaThing[] {
  const url = absolute(facts.path);
  const trailId = `${url}#breadcrumb`;
  const trail = trailTo(nav, facts.path, options.crumb);
  return [
    business,
    {
      '@type': 'WebPage',
      '@id': `${url}#webpage`,
      ...options.page,
      url,
      name: facts.title,
      description: facts.description,
      publisher: { '@id': business['@id'] },
      breadcrumb: { '@id': trailId },
    },
    {
      '@type': 'BreadcrumbList',
      '@id': trailId,
      itemListElement: trail.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.label,
        item: absolute(item.to),
      })),
    },
    ...(options.more ?? []),
  ];
}
