import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from '../sections/Footer';
import { NavBar } from '../sections/NavBar';

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus { top: 1rem; }
`;

const Main = styled.main`
  min-height: 70vh;
  &:focus { outline: none; }
`;

/** The studio's pages: navigation bar, the routed page, footer. */
export function SiteLayout() {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <NavBar />
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Main>
      <Footer />
    </>
  );
}
