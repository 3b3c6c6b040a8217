import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { BuiltByBar } from './BuiltByBar';
import { Main, SkipLink } from './SkipLink';

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
