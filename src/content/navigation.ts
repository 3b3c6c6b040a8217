import { pagePaths } from '#contract/routes.ts';

export interface NavItem {
  label: string;
  to: string;
}

/** Main navigation; 'Get Started' is rendered separately as the call-to-action button. */
export const mainNav: NavItem[] = [
  { label: 'Home', to: pagePaths.home },
  { label: 'Services', to: pagePaths.services },
  { label: 'Package Examples', to: pagePaths.packageExamples },
];

export const getStartedLink: NavItem = { label: 'Get Started', to: pagePaths.getStarted };

export const footerQuickLinks: NavItem[] = [...mainNav, getStartedLink];

/** What the studio offers, listed in the footer as plain text (the spec's services list; not links). */
export const footerServices: readonly string[] = ['One-Time Design', 'Monthly Packages', 'Website Maintenance', 'SEO Optimization'];
