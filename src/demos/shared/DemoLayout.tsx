import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Main, SkipLink } from '../../components';
import { BuiltByBar } from './BuiltByBar';

export interface DemoLayoutProps {
  header: ReactNode;
  footer: ReactNode;
}

/** Skip link, demo credit, the demo's header, the routed page and its footer. */
export function DemoLayout({ header, footer }: DemoLayoutProps) {
  return (
    <>
      <SkipLink />
      <BuiltByBar />
      {header}
      <Main>
        <Outlet />
      </Main>
      {footer}
    </>
  );
}
