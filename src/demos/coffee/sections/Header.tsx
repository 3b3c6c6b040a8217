import { Coffee } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../../components';
import type { NavItem } from '../../../content';
import { media, spacing } from '../../../theme';
import { NavItems } from '../../shared/NavItems';
import { bareList } from '../../shared/ui';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${spacing(3)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${spacing(4)} ${({ theme }) => theme.layout.gutter};
  ${media.md} {
    flex-direction: row;
    justify-content: space-between;
    padding-block: ${spacing(5)};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${spacing(3)};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.heading};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 46px;
  height: 46px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.highlight};
  box-shadow:
    inset 0 0 0 3px ${({ theme }) => theme.colors.inverse},
    inset 0 0 0 5px ${({ theme }) => theme.colors.highlight};
`;

const Wordmark = styled.span`
  display: grid;
  line-height: 1.05;
  strong {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.typeStyles.heading.weight};
    font-style: italic;
    letter-spacing: -0.01em;
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
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
  gap: ${spacing(0.5)};
  ${bareList}
  ${media.sm} {
    gap: ${spacing(1)};
  }
  ${media.md} {
    gap: ${spacing(2)};
  }
`;

const NavItem = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  /* Narrower pills on phones: the four pages stay on one line from 320 px. */
  padding: ${spacing(2, 2.5)};
  ${media.sm} {
    padding: ${spacing(2, 3.5)};
  }
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  transition:
    background ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.inverse};
    color: ${({ theme }) => theme.colors.onInverse};
  }
`;

export interface CoffeeHeaderProps {
  name: string;
  tagline: string;
  nav: readonly NavItem[];
}

/** Logo and the café's pages. */
export function Header({ name, tagline, nav }: CoffeeHeaderProps) {
  return (
    <Bar>
      <Inner>
        <Brand to={nav[0]?.to ?? '/'}>
          <Mark>
            <Icon icon={Coffee} size={24} />
          </Mark>
          <Wordmark>
            <strong>{name}</strong>
            <small>{tagline}</small>
          </Wordmark>
        </Brand>
        <nav aria-label="Main">
          <NavList>
            <NavItems items={nav} link={NavItem} end />
          </NavList>
        </nav>
      </Inner>
    </Bar>
  );
}
