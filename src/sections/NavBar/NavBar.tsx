import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ButtonLink, CloseIcon, Container, MenuIcon } from '../../components';
import { STUDIO_NAME } from '../../config/site';
import type { NavItem } from '../../content';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { media } from '../../theme';
import { Logo } from './Logo';

const Bar = styled.header<{ $solid: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndices.nav};
  transition: background ${({ theme }) => theme.motion.slow}, box-shadow ${({ theme }) => theme.motion.slow},
    backdrop-filter ${({ theme }) => theme.motion.slow};
  background: transparent;
  ${({ $solid }) =>
    $solid &&
    css`
      background: rgb(255 255 255 / 0.86);
      backdrop-filter: saturate(180%) blur(14px);
      box-shadow: 0 1px 0 rgb(15 23 42 / 0.06), 0 8px 24px -12px rgb(15 23 42 / 0.18);
    `}
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: ${({ theme }) => theme.layout.navHeight};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  font-weight: ${({ theme }) => theme.fontWeights.black};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.heading};
  text-decoration: none;
`;

const DesktopNav = styled.nav`
  display: none;
  ${media.md} { display: flex; align-items: center; gap: ${({ theme }) => theme.space[2]}; }
`;

const linkStyles = css`
  position: relative;
  padding: 0.5rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: color ${({ theme }) => theme.motion.fast}, background ${({ theme }) => theme.motion.fast};
  &:hover { color: ${({ theme }) => theme.colors.primary}; }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const DesktopLink = styled(NavLink)`
  ${linkStyles}
  &[aria-current='page']::after {
    content: '';
    position: absolute;
    left: 0.875rem;
    right: 0.875rem;
    bottom: 0.2rem;
    height: 2px;
    border-radius: 2px;
    background: currentColor;
  }
`;

const NavList = styled.ul`
  display: contents;
  list-style: none;
`;

const MenuToggle = styled.button`
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
  ${media.md} { display: none; }
`;

const MobilePanel = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${media.md} { display: none; }
  &[hidden] { display: none; }
`;

const MobileList = styled.ul`
  list-style: none;
  padding: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[6]};
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const MobileLink = styled(NavLink)`
  ${linkStyles}
  display: block;
  padding: 0.875rem 1rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  &[aria-current='page'] { background: ${({ theme }) => theme.colors.primarySoft}; }
`;

export interface NavBarProps {
  /** The main pages. */
  links: readonly NavItem[];
  /** The call-to-action button (Get Started). */
  cta: NavItem;
  /** Past this many pixels of scroll the bar turns translucent. */
  scrollThreshold: number;
  /** Open the mobile menu initially (stories). */
  defaultMenuOpen?: boolean;
}

/** Fixed site header: transparent at the top of the page, translucent once scrolled. */
export function NavBar({ links, cta, scrollThreshold, defaultMenuOpen = false }: NavBarProps) {
  const scrolled = useScrolledPast(scrollThreshold);
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(defaultMenuOpen ? pathname : null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <Bar $solid={scrolled || menuOpen} data-scrolled={scrolled ? 'true' : 'false'}>
      <Inner>
        <Brand to="/" aria-label={`${STUDIO_NAME}, home`}>
          <Logo />
          <span>{STUDIO_NAME}</span>
        </Brand>
        <DesktopNav aria-label="Main">
          <NavList>
            {links.map((item) => (
              <li key={item.to}>
                <DesktopLink to={item.to} end>
                  {item.label}
                </DesktopLink>
              </li>
            ))}
          </NavList>
          <ButtonLink to={cta.to} size="sm">
            {cta.label}
          </ButtonLink>
        </DesktopNav>
        <MenuToggle
          ref={toggleRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={panelId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
        </MenuToggle>
      </Inner>
      <MobilePanel id={panelId} aria-label="Mobile" hidden={!menuOpen}>
        <Container>
          <MobileList>
            {links.map((item) => (
              <li key={item.to}>
                <MobileLink to={item.to} end onClick={close}>
                  {item.label}
                </MobileLink>
              </li>
            ))}
            <li>
              <ButtonLink to={cta.to} fullWidth onClick={close}>
                {cta.label}
              </ButtonLink>
            </li>
          </MobileList>
        </Container>
      </MobilePanel>
    </Bar>
  );
}
