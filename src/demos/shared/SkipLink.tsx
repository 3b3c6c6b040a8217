import styled from 'styled-components';

export const MAIN_ID = 'demo-main';

const Link = styled.a`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus { top: 1rem; }
`;

/** First focusable element of each demo: jumps past the header to the page's <main>. */
export function SkipLink() {
  return <Link href={`#${MAIN_ID}`}>Skip to content</Link>;
}

/** The page's <main>, target of the skip link. */
export const Main = styled.main.attrs({ id: MAIN_ID, tabIndex: -1 })`
  display: block;
  min-height: 60vh;
  &:focus { outline: none; }
`;
