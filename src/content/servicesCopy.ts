import { RESPONSE_TIME_HOURS } from './constants';
import type { CtaCopy, HeroCopy, SectionCopy } from './copyTypes';
import { getStartedLink } from './navigation';
import { pages } from './pageMeta';

/** Copy of the Services & pricing page (plans, add-ons, comparison and FAQ data live in their own files). */
export const servicesCopy = {
  hero: {
    eyebrow: 'Services & pricing',
    title: 'Simple, Transparent',
    titleAccent: 'Pricing',
    lead: 'Choose a one-time build or a monthly package. Every website is custom-designed, mobile-first and built to be found.',
  } satisfies HeroCopy,
  packages: {
    section: {
      eyebrow: 'Packages',
      title: 'Choose Your Package',
      lead: 'No hidden fees and no templates: just a great website at a price that fits your business.',
    } satisfies SectionCopy,
    popularLabel: 'MOST POPULAR',
    buttonLabel: 'Schedule a Consultation',
  },
  notSure: {
    title: 'Not Sure What’s Right for You?',
    text: 'Explore a live demo site for each package, or book a free consultation and we’ll recommend the best fit.',
    primary: { label: 'View Examples', to: pages.packageExamples.path },
    secondary: { label: 'Talk to Us', to: getStartedLink.to },
  },
  addOns: {
    eyebrow: 'Extras',
    title: 'Popular Add-Ons',
    lead: 'Add more power to any package, whenever your business is ready for it.',
  } satisfies SectionCopy,
  comparison: {
    section: {
      eyebrow: 'Side by side',
      title: 'Compare Features',
      lead: 'Every feature of every package in one place.',
    } satisfies SectionCopy,
    caption: 'Features included in each package',
    regionLabel: 'Feature comparison, scrolls sideways',
    featureHeader: 'Feature',
    /** The column drawn as the recommended plan. */
    popularColumn: 'standard' as const,
    included: 'Included',
    notIncluded: 'Not included',
  },
  faq: {
    section: {
      eyebrow: 'FAQ',
      title: 'Frequently Asked Questions',
      lead: 'Quick answers about timelines, payments and what happens after launch.',
    } satisfies SectionCopy,
    contactTitle: 'Still Have Questions?',
    contactText: `Email us any time. We reply within ${RESPONSE_TIME_HOURS} hours.`,
  },
  cta: {
    eyebrow: 'Free consultation',
    title: 'Ready to Get Started?',
    text: `Book a free, no-pressure consultation. We’ll listen, recommend a package and reply within ${RESPONSE_TIME_HOURS} hours.`,
    // Not 'Schedule a Consultation': that name belongs to the three package cards' links.
    primary: { label: 'Start Your Project', to: getStartedLink.to },
    secondary: { label: 'Browse Live Demos', to: pages.packageExamples.path },
  } satisfies CtaCopy,
};
