import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Island } from '../islands';
import { Main, SkipLink } from '../components/SkipLink';
import { NAV_SCROLL_THRESHOLD_PX } from '../content/constants';
import { footerQuickLinks, footerServices, getStartedLink, mainNav } from '../content/navigation';
import { Footer } from '../sections/Footer';
import { NavBar, navBarIsland } from '../sections/NavBar';

/** The studio's pages: navigation bar, the routed page, footer. */
export function SiteLayout() {
  return (
    <>
      <SkipLink />
      <Island
        island={navBarIsland}
        component={NavBar}
        props={{ links: mainNav, cta: getStartedLink, scrollThreshold: NAV_SCROLL_THRESHOLD_PX }}
      />
      <Main>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Main>
      <Footer quickLinks={footerQuickLinks} services={footerServices} />
    </>
  );
}
