import styled from 'styled-components';

/** id of the page's <main>, the skip link's target. */
export const MAIN_ID = 'main';

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[4]};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus {
    top: ${({ theme }) => theme.space[4]};
  }
`;

export interface SkipLinkProps {
  /** Link text; "Skip to content" by default. */
  label?: string;
}

/** First focusable element of every page (studio and demos): jumps past the header to <main>. */
export function SkipLink({ label = 'Skip to content' }: SkipLinkProps) {
  return <Link href={`#${MAIN_ID}`}>{label}</Link>;
}

/** The page's <main>, target of the skip link; focusable so the jump moves focus too. */
export const Main = styled.main.attrs({ id: MAIN_ID, tabIndex: -1 })`
  display: block;
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;
