import { CURRENT_YEAR_ATTRIBUTE } from './currentYear';

/**
 * This year, as the visitor's clock says: prerendered pages carry the build's year, and the page's
 * script (showCurrentYear) replaces it on load, so a page built in December is right in January.
 */
export function CurrentYear() {
  return (
    <span {...{ [CURRENT_YEAR_ATTRIBUTE]: '' }} suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}
