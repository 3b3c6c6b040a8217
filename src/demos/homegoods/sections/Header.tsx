import { Truck } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../../components';
import type { NavItem } from '../../../content';
import type { homegoodsCopy } from '../content';
import { media, spacing } from '../../../theme';
import { bareList } from '../../shared/ui';
import { Newsletter } from './Newsletter';

const Announcement = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${spacing(2)};
  padding: ${spacing(2, 4)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  text-align: center;
`;

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > div {
    display: grid;
    grid-template-areas: 'logo' 'nav' 'newsletter';
    justify-items: center;
    gap: ${spacing(3)};
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin-inline: auto;
    padding: ${spacing(5)} ${({ theme }) => theme.layout.gutter} ${spacing(4)};
    ${media.lg} {
      grid-template-areas: 'nav logo newsletter';
      grid-template-columns: 1fr auto 1fr;
      align-items: center;
      padding-block: ${spacing(6)};
    }
  }
`;

const Logo = styled(Link)`
  grid-area: logo;
  display: grid;
  justify-items: center;
  gap: ${spacing(1)};
  color: ${({ theme }) => theme.colors.heading};
  text-decoration: none;
  strong {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: 400;
    letter-spacing: 0.02em;
    line-height: 1;
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.32em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Nav = styled.nav`
  grid-area: nav;
  ${media.lg} {
    justify-self: start;
  }
  ul {
    display: flex;
    gap: ${spacing(1)};
    ${bareList}
  }
`;

const NavItem = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${spacing(3.5)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 6px;
  }
  &[aria-current='page'] {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 6px;
  }
  &.sale {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export interface HomegoodsHeaderProps {
  name: string;
  tagline: string;
  nav: readonly NavItem[];
  /** The page drawn in the sale colour. */
  salePath: string;
  copy: (typeof homegoodsCopy)['header'];
}

/** Free-shipping strip, the pages, logo and a newsletter e-mail field. */
export function Header({ name, tagline, nav, salePath, copy }: HomegoodsHeaderProps) {
  const home = nav[0]?.to ?? '/';
  return (
    <header>
      <Announcement>
        <Icon icon={Truck} size={16} />
        {copy.announcement}
      </Announcement>
      <Bar>
        <div>
          <Nav aria-label="Main">
            <ul>
              {nav.map((item) => (
                <li key={item.to}>
                  <NavItem to={item.to} end={item.to === home} className={item.to === salePath ? 'sale' : undefined}>
                    {item.label}
                  </NavItem>
                </li>
              ))}
            </ul>
          </Nav>
          <Logo to={home}>
            <strong>{name}</strong>
            <small>{tagline}</small>
          </Logo>
          <Newsletter label={copy.newsletterLabel} placeholder={copy.newsletterPlaceholder} note={copy.newsletterNote} />
        </div>
      </Bar>
    </header>
  );
}
