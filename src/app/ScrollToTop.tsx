import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at the top, in the same frame that first paints it: a layout effect runs in
 * the commit that shows the new route, before the browser paints (navigations are transitions,
 * so the old page stays as it was until the new one is ready). Back and forward ('POP', also the
 * first load) are left to the browser, which restores the visitor's position: some browsers
 * restore it before React commits, and scrolling to the top then would undo it. In-page #hash
 * links scroll to their target. (scrollTo(0, 0) is instant: the site sets no smooth scrolling.)
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const pop = useNavigationType() === 'POP';
  useLayoutEffect(() => {
    if (!pop && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, pop]);
  return null;
}
