/** The footer's site navigation: where the header's menu leads when JavaScript is off. */
export const FOOTER_NAV_ID = 'footer-quick-links';
