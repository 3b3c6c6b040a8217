import { Clock, Phone, ShieldCheck, TreePine } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../../components';
import { media } from '../../../theme';
import { NavItems } from '../../shared/NavItems';
import { landscapingPalette } from '../brand';
import { businessHours, landscapingBusiness, landscapingNav, landscapingPaths } from '../data';
import { EstimateLink } from './ui';

const Utility = styled.div`
  background: ${landscapingPalette.forestDeep};
  color: ${({ theme }) => theme.colors.onInverseMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const UtilityInner = styled.div`
  display: flex;
  justify-content: center;
  gap: 1.5rem;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: 0.5rem ${({ theme }) => theme.layout.gutter};
  ${media.md} { justify-content: flex-end; }
  p { display: inline-flex; align-items: center; gap: 0.5rem; }
  svg { color: ${landscapingPalette.lime}; }
  .wide { display: none; }
  ${media.md} { .wide { display: inline-flex; } }
`;

const Bar = styled.div`
  position: relative;
  overflow-x: clip;
  background: #ffffff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 2px 12px rgb(15 42 26 / 0.06);
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 0.75rem;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: 0.875rem ${({ theme }) => theme.layout.gutter} 0;
  ${media.lg} { grid-template-columns: auto 1fr auto; gap: 1.5rem; padding-block: 0.75rem; }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  justify-self: start;
  color: ${({ theme }) => theme.colors.heading};
  text-decoration: none;
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  ${media.sm} { width: 44px; height: 44px; }
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${landscapingPalette.lime};
`;

const Wordmark = styled.span`
  display: grid;
  line-height: 1;
  font-family: ${({ theme }) => theme.fonts.display};
  strong { font-size: 1.25rem; font-weight: 800; letter-spacing: 0.04em; text-transform: uppercase; }
  ${media.sm} { strong { font-size: 1.625rem; } }
  small { margin-top: 0.125rem; font-size: 0.75rem; font-weight: 700; letter-spacing: 0.32em; text-transform: uppercase; color: ${({ theme }) => theme.colors.primary}; }
`;

const Nav = styled.nav`
  min-width: 0;
  grid-column: 1 / -1;
  grid-row: 2;
  margin-inline: calc(-1 * ${({ theme }) => theme.layout.gutter});
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${media.lg} { grid-column: 2; grid-row: 1; margin: 0; border: 0; justify-self: center; }
`;

const NavList = styled.ul`
  display: flex;
  justify-content: space-evenly;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  ${media.lg} { gap: 0.5rem; overflow: visible; }
`;

const NavItem = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 0.5rem;
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.primary}; }
  &[aria-current='page'] { color: ${({ theme }) => theme.colors.primary}; border-bottom-color: ${({ theme }) => theme.colors.primary}; }
  ${media.sm} { padding-inline: 0.875rem; }
  ${media.lg} { min-height: 56px; }
`;

const Cta = styled(EstimateLink)`
  min-height: 44px;
  padding: 0.5rem 0.625rem;
  font-size: 0.875rem;
  ${media.sm} { padding-inline: 1rem; font-size: 1rem; }
  ${media.md} { padding-inline: 1.375rem; }
`;

const [weekdayHours] = businessHours;

/** Phone and hours strip, logo, the four pages and the Free Estimate button. */
export function LandscapingHeader() {
  return (
    <header>
      <Utility>
        <UtilityInner>
          <p>
            <Icon icon={Phone} size={16} /> {landscapingBusiness.phone}
          </p>
          <p className="wide">
            <Icon icon={Clock} size={16} /> {weekdayHours.days}: {weekdayHours.hours}
          </p>
          <p className="wide">
            <Icon icon={ShieldCheck} size={16} /> Licensed &amp; insured
          </p>
        </UtilityInner>
      </Utility>
      <Bar>
        <Inner>
          <Brand to={landscapingPaths.home}>
            <Mark>
              <Icon icon={TreePine} size={26} strokeWidth={2.25} />
            </Mark>
            <Wordmark>
              <strong>{landscapingBusiness.shortName}</strong>
              <small>Landscaping</small>
            </Wordmark>
          </Brand>
          <Nav aria-label="Main">
            <NavList>
              <NavItems items={landscapingNav} link={NavItem} end />
            </NavList>
          </Nav>
          <Cta to={landscapingPaths.contact}>Free Estimate</Cta>
        </Inner>
      </Bar>
    </header>
  );
}
