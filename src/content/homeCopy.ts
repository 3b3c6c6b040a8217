import heroIllustration from '../assets/illustrations/hero-devices.svg';
import { ONE_TIME_DURATION_DAYS, PRICES, RESPONSE_TIME_HOURS } from './constants';
import type { CtaCopy, HeroCopy, SectionCopy } from './copyTypes';
import { formatUsd } from './format';
import { getStartedLink } from './navigation';
import { pages } from './pageMeta';

/** Copy of the home page (the sections read their data from highlights.ts). */
export const homeCopy = {
  hero: {
    eyebrow: 'Web design for small businesses',
    title: 'Beautiful Websites That',
    titleAccent: 'Grow Your Business',
    lead: `We design and build fast, mobile-first websites that turn visitors into customers. Pay once from ${formatUsd(PRICES.oneTime)}, or let us look after everything from ${formatUsd(PRICES.standardMonthly)} a month.`,
    actions: [getStartedLink, { label: 'View Examples', to: pages.packageExamples.path }],
    highlights: [
      `Live in ${ONE_TIME_DURATION_DAYS.min}–${ONE_TIME_DURATION_DAYS.max} days`,
      'No templates',
      `Replies within ${RESPONSE_TIME_HOURS} hours`,
    ],
    illustration: {
      src: heroIllustration,
      width: 672,
      height: 548,
      alt: 'A custom website shown in a desktop browser and on a phone, with a perfect performance score',
    },
  } satisfies HeroCopy,
  twoOptions: {
    section: {
      eyebrow: 'Pricing made simple',
      title: 'Two Perfect Options',
      lead: 'Pay once for a finished website, or have us keep it fresh, fast and secure every month.',
    } satisfies SectionCopy,
    popularLabel: 'POPULAR',
    compareLink: { label: 'Compare All Packages', to: pages.services.path },
  },
  benefits: {
    eyebrow: 'Why Lumen',
    title: 'Why Choose Us',
    lead: 'Everything a small business needs to look professional online, without the agency price tag.',
  } satisfies SectionCopy,
  cta: {
    eyebrow: 'Ready when you are',
    title: 'Let’s Build a Website You’re Proud Of',
    text: `Tell us about your business and we’ll reply within ${RESPONSE_TIME_HOURS} hours with ideas, a plan and a clear price.`,
    primary: { label: 'Start Your Project', to: getStartedLink.to },
    secondary: { label: 'View Pricing', to: pages.services.path },
  } satisfies CtaCopy,
};
