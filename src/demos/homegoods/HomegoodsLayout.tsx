import { Outlet } from 'react-router-dom';
import { BuiltByBar } from '../shared/BuiltByBar';
import { Main, SkipLink } from '../shared/SkipLink';
import { HomegoodsFooter } from './components/HomegoodsFooter';
import { NewsletterHeader } from './components/NewsletterHeader';

export function HomegoodsLayout() {
  return (
    <>
      <SkipLink />
      <BuiltByBar />
      <NewsletterHeader />
      <Main>
        <Outlet />
      </Main>
      <HomegoodsFooter />
    </>
  );
}
