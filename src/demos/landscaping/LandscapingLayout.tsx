import { Outlet } from 'react-router-dom';
import { BuiltByBar } from '../shared/BuiltByBar';
import { Main, SkipLink } from '../shared/SkipLink';
import { LandscapingFooter } from './components/LandscapingFooter';
import { LandscapingHeader } from './components/LandscapingHeader';

export function LandscapingLayout() {
  return (
    <>
      <SkipLink />
      <BuiltByBar />
      <LandscapingHeader />
      <Main>
        <Outlet />
      </Main>
      <LandscapingFooter />
    </>
  );
}
