import type { CtaCopy, HeroCopy, SectionCopy } from './copyTypes';
import { getStartedLink } from './navigation';
import { pages } from './pageMeta';

/** Copy of the Package examples page (demo cards and process steps live in their own files). */
export const packageExamplesCopy = {
  hero: {
    eyebrow: 'Our work',
    title: 'See Our Packages',
    titleAccent: 'in Action',
    lead: 'Explore a live demo site for each package, built exactly the way we would build yours.',
  } satisfies HeroCopy,
  demos: {
    section: {
      eyebrow: 'Live demos',
      title: 'One Demo for Every Package',
      lead: 'Each demo opens in a new tab, so you can click around like a real customer.',
    } satisfies SectionCopy,
    newTabNote: 'Opens in a new tab',
  },
  process: {
    eyebrow: 'How we work',
    title: 'From First Call to Launch',
    lead: 'A simple four-step process that keeps you in the loop without taking up your time.',
  } satisfies SectionCopy,
  cta: {
    eyebrow: 'Like what you see?',
    title: 'Your Website Could Be Next',
    text: 'Pick a package or tell us what you have in mind. We’ll take it from there.',
    primary: { label: 'Start Your Project', to: getStartedLink.to },
    secondary: { label: 'View Pricing', to: pages.services.path },
  } satisfies CtaCopy,
};
