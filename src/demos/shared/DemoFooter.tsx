import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Container, CurrentYear } from '../../components';
import type { NavItem } from '../../content';
import { focusSurface, spacing } from '../../theme';
import { BUILT_BY_LABEL, STUDIO_PRICING_PATH } from './BuiltByBar';
import { NavItems } from './NavItems';
import { bareList } from './ui';

/** Column headings: in the display face, or small tracked capitals. */
export type FooterHeadings = 'display' | 'caps';

const headings = {
  display: css`
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.typeStyles.heading.weight};
  `,
  caps: css`
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.24em;
    text-transform: uppercase;
  `,
};

const Foot = styled.footer<{ $headings: FooterHeadings }>`
  padding-block: ${({ theme }) => theme.fluidSpace.intro} ${spacing(6)};
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.onInverseMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h2 {
    margin-bottom: ${spacing(3.5)};
    color: ${({ theme }) => theme.colors.onInverse};
    ${({ $headings }) => headings[$headings]}
  }
  a {
    color: ${({ theme }) => theme.colors.onInverse};
    text-underline-offset: 3px;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.onInverseAccent};
  }
  ${focusSurface('inverse')}
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${spacing(3)};
  margin-top: ${spacing(10)};
  padding-top: ${spacing(5)};
  border-top: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.onInverse} 16%, transparent);
`;

export const FooterList = styled.ul`
  display: grid;
  gap: ${spacing(2.5)};
  ${bareList}
`;

export interface DemoFooterProps {
  /** The footer's columns. */
  children: ReactNode;
  /** After "© <year>": the business name and that it is fictional. */
  legal: ReactNode;
  headings?: FooterHeadings;
}

/** The dark footer every demo ends with: columns, then the copyright line and the credit link to the studio's pricing. */
export function DemoFooter({ children, legal, headings = 'display' }: DemoFooterProps) {
  return (
    <Foot $headings={headings}>
      <Container>
        {children}
        <Bottom>
          <p>
            © <CurrentYear /> {legal}
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
  items: readonly NavItem[];
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
