import { Coffee } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../../components';
import { media } from '../../../theme';
import { NavItems } from '../../shared/NavItems';
import { bareList } from '../../shared/ui';
import { coffeeBusiness, coffeeNav, coffeePaths } from '../data';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: 1rem ${({ theme }) => theme.layout.gutter};
  ${media.md} {
    flex-direction: row;
    justify-content: space-between;
    padding-block: 1.25rem;
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.heading};
  border-radius: 12px;
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 46px;
  height: 46px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.highlight};
  box-shadow: inset 0 0 0 3px ${({ theme }) => theme.colors.inverse}, inset 0 0 0 5px ${({ theme }) => theme.colors.highlight};
`;

const Wordmark = styled.span`
  display: grid;
  line-height: 1.05;
  strong {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 1.5rem;
    font-weight: 700;
    font-style: italic;
    letter-spacing: -0.01em;
  }
  small {
    font-size: 0.6875rem;
    font-weight: 600;
    letter-spacing: 0.22em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.25rem;
  ${bareList}
  ${media.md} { gap: 0.5rem; }
`;

const NavItem = styled(NavLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 0.875rem;
  border-radius: 999px;
  font-weight: 600;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  transition: background ${({ theme }) => theme.motion.fast}, color ${({ theme }) => theme.motion.fast};
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.inverse};
    color: ${({ theme }) => theme.colors.onInverse};
  }
`;

/** Logo and the café's four pages. */
export function CoffeeHeader() {
  return (
    <Bar>
      <Inner>
        <Brand to={coffeePaths.home}>
          <Mark>
            <Icon icon={Coffee} size={24} />
          </Mark>
          <Wordmark>
            <strong>{coffeeBusiness.name}</strong>
            <small>{coffeeBusiness.tagline}</small>
          </Wordmark>
        </Brand>
        <nav aria-label="Main">
          <NavList>
            <NavItems items={coffeeNav} link={NavItem} end />
          </NavList>
        </nav>
      </Inner>
    </Bar>
  );
}
