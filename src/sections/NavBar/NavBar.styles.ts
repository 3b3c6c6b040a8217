import { Link, NavLink } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { Container } from '../../components';
import { media, spacing } from '../../theme';

const solid = css`
  background: rgb(255 255 255 / 0.86);
  backdrop-filter: saturate(180%) blur(14px);
  box-shadow:
    0 1px 0 rgb(15 23 42 / 0.06),
    0 8px 24px -12px rgb(15 23 42 / 0.18);
`;

const solidOnScroll = keyframes`
  from { background: transparent; box-shadow: none; backdrop-filter: none; }
  to { ${solid} }
`;

export const Bar = styled.header<{ $solid: boolean; $threshold: number }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndices.nav};
  transition:
    background ${({ theme }) => theme.motion.slow},
    box-shadow ${({ theme }) => theme.motion.slow},
    backdrop-filter ${({ theme }) => theme.motion.slow};
  background: transparent;
  ${({ $solid }) => $solid && solid}
  /* Without JavaScript nothing marks the header as scrolled: the page's own scroll position turns it
     solid over the same distance (a scroll-driven animation), or, where the browser has none, it is
     solid from the top, so the logo never sits on the page's text. */
  @media (scripting: none) {
    ${solid}
    @supports (animation-timeline: scroll()) {
      animation: ${solidOnScroll} linear both;
      animation-duration: auto !important;
      animation-timeline: scroll(root);
      animation-range: 0 ${({ $threshold }) => $threshold}px;
    }
  }
`;

export const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: ${({ theme }) => theme.layout.navHeight};
`;

export const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${spacing(2.5)};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.heading};
  text-decoration: none;
`;

export const DesktopNav = styled.nav`
  display: none;
  ${media.md} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const linkStyles = css`
  position: relative;
  padding: ${spacing(2, 3.5)};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    color ${({ theme }) => theme.motion.fast},
    background ${({ theme }) => theme.motion.fast};
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const DesktopLink = styled(NavLink)`
  ${linkStyles}
  &[aria-current='page']::after {
    content: '';
    position: absolute;
    left: ${spacing(3.5)};
    right: ${spacing(3.5)};
    bottom: 0.2rem;
    height: 2px;
    border-radius: 2px;
    background: currentColor;
  }
`;

export const NavList = styled.ul`
  display: contents;
  list-style: none;
`;

export const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.heading};
  cursor: pointer;
  ${media.md} {
    display: none;
  }
`;

export const MobilePanel = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${media.md} {
    display: none;
  }
  &[hidden] {
    display: none;
  }
`;

export const MobileList = styled.ul`
  list-style: none;
  padding: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[6]};
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

export const MobileLink = styled(NavLink)`
  ${linkStyles}
  display: block;
  padding: ${spacing(3.5, 4)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** Holds the menu toggle and, without JavaScript, the link laid over it (NavBar's noscript). */
export const MenuSlot = styled.span`
  position: relative;
  display: inline-flex;
  ${media.md} {
    display: none;
  }
`;

/** Without JavaScript: a link to the footer navigation covering the inert toggle exactly. */
export const NoScriptMenu = styled(MenuToggle)`
  position: absolute;
  inset: 0;
`;
