import type { HeroCopy } from './copyTypes';
import { getStartedLink } from './navigation';
import { pages } from './pageMeta';

/** Copy of the studio's 404 page. */
export const notFoundCopy = {
  code: '404',
  hero: {
    eyebrow: 'Page not found',
    title: 'This Page Has Wandered Off',
    lead: 'The page you’re looking for doesn’t exist or has moved. Let’s get you back on track.',
    actions: [
      { label: 'Back to Homepage', to: pages.home.path },
      { label: 'View Services', to: pages.services.path },
    ],
  } satisfies HeroCopy,
  linksTitle: 'Popular Pages',
  links: [{ label: 'Package Examples', to: pages.packageExamples.path }, getStartedLink],
};
