import { Outlet } from 'react-router-dom';
import { BuiltByBar } from '../shared/BuiltByBar';
import { Main, SkipLink } from '../shared/SkipLink';
import { CoffeeFooter } from './components/CoffeeFooter';
import { CoffeeHeader } from './components/CoffeeHeader';

/** Demo credit, the café's header, the routed page and footer. */
export function CoffeeLayout() {
  return (
    <>
      <SkipLink />
      <BuiltByBar />
      <CoffeeHeader />
      <Main>
        <Outlet />
      </Main>
      <CoffeeFooter />
    </>
  );
}
