import { Truck } from 'lucide-react';
import { useId } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../../components';
import { formatUsd } from '../../../content/format';
import { media } from '../../../theme';
import { homegoodsPalette } from '../brand';
import { homegoodsBusiness, homegoodsNav, homegoodsPaths, productFacts } from '../data';

const Announcement = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  padding: 0.5rem 1rem;
  background: ${homegoodsPalette.oat};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  text-align: center;
`;

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: grid;
  grid-template-areas: 'logo' 'nav' 'newsletter';
  justify-items: center;
  gap: 0.75rem;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: 1.25rem ${({ theme }) => theme.layout.gutter} 1rem;
  ${media.lg} {
    grid-template-areas: 'nav logo newsletter';
    grid-template-columns: 1fr auto 1fr;
    align-items: center;
    padding-block: 1.5rem;
  }
`;

const Logo = styled(Link)`
  grid-area: logo;
  display: grid;
  justify-items: center;
  gap: 0.25rem;
  color: ${({ theme }) => theme.colors.heading};
  text-decoration: none;
  strong {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: clamp(1.875rem, 1.5rem + 1.4vw, 2.375rem);
    font-weight: 400;
    letter-spacing: 0.02em;
    line-height: 1;
  }
  small {
    font-size: 0.625rem;
    font-weight: 700;
    letter-spacing: 0.32em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Nav = styled.nav`
  grid-area: nav;
  ${media.lg} { justify-self: start; }
`;

const NavList = styled.ul`
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavItem = styled(NavLink)<{ $sale: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.875rem;
  color: ${({ $sale, theme }) => ($sale ? theme.colors.accent : theme.colors.text)};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  text-decoration: none;
  &:hover { text-decoration: underline; text-underline-offset: 6px; }
  &[aria-current='page'] { text-decoration: underline; text-decoration-thickness: 2px; text-underline-offset: 6px; }
`;

const Newsletter = styled.div`
  grid-area: newsletter;
  display: grid;
  gap: 0.25rem;
  width: 100%;
  max-width: 340px;
  ${media.lg} { justify-self: end; }
  label {
    font-size: 0.6875rem;
    font-weight: 700;
    letter-spacing: 0.2em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.text};
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: 0.5rem 0;
    border: 0;
    border-bottom: 1.5px solid ${({ theme }) => theme.colors.heading};
    border-radius: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1rem;
  }
  input::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 1; }
  input:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; outline-offset: 4px; border-radius: 0; }
  p { font-size: 0.75rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/**
 * Free-shipping strip and the shop's header: pages, logo and a newsletter e-mail field.
 * The newsletter field has no behaviour in the demo (it is not a form, so Enter does nothing).
 */
export function NewsletterHeader() {
  const id = useId();
  return (
    <header>
      <Announcement>
        <Icon icon={Truck} size={16} />
        Free shipping on orders over {formatUsd(productFacts.freeShippingOver)}
      </Announcement>
      <Bar>
        <Inner>
          <Nav aria-label="Main">
            <NavList>
              {homegoodsNav.map((item) => (
                <li key={item.to}>
                  <NavItem to={item.to} end={item.to === homegoodsPaths.home} $sale={item.label === 'Sale'}>
                    {item.label}
                  </NavItem>
                </li>
              ))}
            </NavList>
          </Nav>
          <Logo to={homegoodsPaths.home}>
            <strong>{homegoodsBusiness.name}</strong>
            <small>{homegoodsBusiness.tagline}</small>
          </Logo>
          <Newsletter>
            <label htmlFor={`${id}-email`}>Newsletter</label>
            <input id={`${id}-email`} type="email" name="newsletter-email" autoComplete="email" placeholder="Your email address" aria-describedby={`${id}-note`} />
            <p id={`${id}-note`}>New arrivals, once a month. Sign-ups open soon.</p>
          </Newsletter>
        </Inner>
      </Bar>
    </header>
  );
}
