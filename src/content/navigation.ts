export interface NavItem {
  label: string;
  to: string;
}

/** Main navigation; 'Get Started' is rendered separately as the call-to-action button. */
export const mainNav: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'Package Examples', to: '/package-examples' },
];

export const getStartedLink: NavItem = { label: 'Get Started', to: '/get-started' };

export const footerQuickLinks: NavItem[] = [...mainNav, getStartedLink];

export const footerServices: NavItem[] = [
  { label: 'One-Time Design', to: '/services' },
  { label: 'Monthly Packages', to: '/services' },
  { label: 'Website Maintenance', to: '/services' },
  { label: 'SEO Optimization', to: '/services' },
];
