import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink, CloseIcon, Container, MenuIcon } from '../../components';
import { STUDIO_NAME } from '../../config/site';
import type { NavItem } from '../../content';
import { FOOTER_NAV_ID } from '../Footer/ids';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { Logo } from './Logo';
import {
  Bar,
  Brand,
  DesktopLink,
  DesktopNav,
  Inner,
  MenuSlot,
  MenuToggle,
  MobileLink,
  MobileList,
  MobilePanel,
  NavList,
  NoScriptMenu,
} from './NavBar.styles';

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
    <Bar $solid={scrolled || menuOpen} $threshold={scrollThreshold} data-scrolled={scrolled ? 'true' : 'false'}>
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
        <MenuSlot>
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
          {/* Without JavaScript the toggle cannot open the panel: a link to the footer's site
              navigation lies over it. */}
          <noscript>
            <NoScriptMenu as="a" href={`#${FOOTER_NAV_ID}`} aria-label="Menu: site links">
              <MenuIcon size={22} />
            </NoScriptMenu>
          </noscript>
        </MenuSlot>
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
