import { pagePaths } from '#contract/routes.ts';
import { STUDIO_NAME } from '../config/site';
import { PRICES, RESPONSE_TIME_HOURS } from './constants';
import { formatUsd } from './format';

export interface PageInfo {
  path: string;
  title: string;
  description: string;
}

/** Title and description of every studio page: read by the pages, the sitemap and the tests. */
export const pages = {
  home: {
    path: pagePaths.home,
    title: `${STUDIO_NAME} | Custom Websites for Small Businesses`,
    description: `Custom, mobile-first websites for small businesses. One-time builds from ${formatUsd(PRICES.oneTime)} or monthly packages from ${formatUsd(PRICES.standardMonthly)}/month.`,
  },
  services: {
    path: pagePaths.services,
    title: `Services & Pricing | ${STUDIO_NAME}`,
    description: `Compare our One-Time, Standard Monthly and Advanced Monthly website packages, add-ons and features, with answers to common questions.`,
  },
  packageExamples: {
    path: pagePaths.packageExamples,
    title: `Package Examples | ${STUDIO_NAME}`,
    description: 'See live demo sites for each package: a coffee shop, a landscaping company and a home-goods online shop.',
  },
  getStarted: {
    path: pagePaths.getStarted,
    title: `Get Started: Schedule a Consultation | ${STUDIO_NAME}`,
    description: `Tell us about your business and the website you need. We respond to every request within ${RESPONSE_TIME_HOURS} hours.`,
  },
  thankYou: {
    path: pagePaths.thankYou,
    title: `Thank You | ${STUDIO_NAME}`,
    description: `Your message has been sent. Our team replies within ${RESPONSE_TIME_HOURS} hours.`,
  },
  notFound: {
    path: pagePaths.notFound,
    title: `Page Not Found | ${STUDIO_NAME}`,
    description: 'The page you are looking for does not exist or has moved.',
  },
} satisfies Record<string, PageInfo>;
