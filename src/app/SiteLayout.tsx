import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Main, SkipLink } from '../components/SkipLink';
import { Footer } from '../sections/Footer';
import { NavBar } from '../sections/NavBar';

/** The studio's pages: navigation bar, the routed page, footer. */
export function SiteLayout() {
  return (
    <>
      <SkipLink />
      <NavBar />
      <Main>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Main>
      <Footer />
    </>
  );
}
