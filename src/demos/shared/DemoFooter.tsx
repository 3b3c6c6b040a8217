import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../../components';
import { BUILT_BY_LABEL, STUDIO_PRICING_PATH } from './BuiltByBar';
import { bareList } from './ui';
import { NavItems, type DemoNavItem } from './NavItems';

/*
 * The dark footer every demo ends with. The demo styles it with styled(DemoFooter): padding,
 * heading type, link details and two custom properties for the bottom row:
 * --footer-bottom-gap (space above it) and --footer-rule (its top border colour).
 */
const Foot = styled.footer`
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.onInverseMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h2 { color: ${({ theme }) => theme.colors.onInverse}; }
  a { color: ${({ theme }) => theme.colors.onInverse}; }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: var(--footer-bottom-gap, 2.5rem);
  padding-top: 1.25rem;
  border-top: 1px solid var(--footer-rule);
`;

export const FooterList = styled.ul`
  display: grid;
  gap: 0.5rem;
  ${bareList}
`;

export interface DemoFooterProps {
  /** The footer's columns. */
  children: ReactNode;
  /** After "© <year>": the business name and that it is fictional. */
  legal: ReactNode;
  className?: string;
}

/** Columns, then the copyright line and the credit link back to the studio's pricing. */
export function DemoFooter({ children, legal, className }: DemoFooterProps) {
  return (
    <Foot className={className}>
      <Container>
        {children}
        <Bottom>
          <p>
            © {new Date().getFullYear()} {legal}
          </p>
          <p>
            <Link to={STUDIO_PRICING_PATH}>{BUILT_BY_LABEL}</Link>
          </p>
        </Bottom>
      </Container>
    </Foot>
  );
}

export interface FooterNavProps {
  title: string;
  items: readonly DemoNavItem[];
  /** The landmark's name. */
  label?: string;
}

/** A titled column of page links. */
export function FooterNav({ title, items, label = 'Footer' }: FooterNavProps) {
  return (
    <nav aria-label={label}>
      <h2>{title}</h2>
      <FooterList>
        <NavItems items={items} />
      </FooterList>
    </nav>
  );
}
