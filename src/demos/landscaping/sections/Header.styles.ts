/** The landscaping demo's header, styled: utility strip, bar, brand, pages and the estimate button. */
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { focusSurface, media, spacing } from '../../../theme';
import { bareList } from '../../shared/ui';

export const Utility = styled.div`
  background: ${({ theme }) => theme.colors.inverseRaised};
  color: ${({ theme }) => theme.colors.onInverseMuted};
  ${focusSurface('inverseRaised')}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  > div {
    display: flex;
    justify-content: center;
    gap: ${spacing(6)};
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin-inline: auto;
    padding: ${spacing(2)} ${({ theme }) => theme.layout.gutter};
  }
  p {
    display: inline-flex;
    align-items: center;
    gap: ${spacing(2)};
  }
  p + p {
    display: none;
  }
  svg {
    color: ${({ theme }) => theme.colors.onInverseAccent};
  }
  ${media.md} {
    > div {
      justify-content: flex-end;
    }
    p + p {
      display: inline-flex;
    }
  }
`;

export const Bar = styled.div`
  overflow-x: clip;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  > div {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${spacing(3)};
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin-inline: auto;
    padding: ${spacing(3.5)} ${({ theme }) => theme.layout.gutter} 0;
    ${media.lg} {
      grid-template-columns: auto 1fr auto;
      gap: ${spacing(6)};
      padding-block: ${spacing(3)};
    }
  }
`;

export const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${spacing(2)};
  color: ${({ theme }) => theme.colors.heading};
  text-decoration: none;
  /* Phones from 320 px: a smaller mark and wordmark, so the Free Estimate button fits beside them. */
  > span:first-child {
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onInverseAccent};
  }
  > span:last-child {
    display: grid;
    line-height: 1;
    font-family: ${({ theme }) => theme.fonts.display};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 800;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  small {
    margin-top: ${spacing(0.5)};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.2em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.primary};
  }
  ${media.sm} {
    gap: ${spacing(2.5)};
    > span:first-child {
      width: 44px;
      height: 44px;
    }
    strong {
      font-size: ${({ theme }) => theme.fontSizes['2xl']};
    }
    small {
      letter-spacing: 0.32em;
    }
  }
`;

export const Nav = styled.nav`
  grid-column: 1 / -1;
  grid-row: 2;
  min-width: 0;
  margin-inline: calc(-1 * ${({ theme }) => theme.layout.gutter});
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    display: flex;
    justify-content: space-evenly;
    overflow-x: auto;
    ${bareList}
  }
  /* All four pages fit on one line from 320 px. */
  a {
    padding-inline: ${spacing(1.5)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ${media.sm} {
    a {
      padding-inline: ${spacing(3.5)};
      font-size: inherit;
    }
  }
  ${media.lg} {
    grid-column: 2;
    grid-row: 1;
    justify-self: center;
    margin: 0;
    border: 0;
    ul {
      gap: ${spacing(2)};
      overflow: visible;
    }
  }
`;

export const NavItem = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${spacing(2)};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  ${media.lg} {
    min-height: 56px;
  }
`;

/** Below 480 px the button takes less room (its 44 px height stays). */
export const Estimate = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    a {
      padding-inline: ${spacing(3)};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
`;
