import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container, Eyebrow, Heading, Section, type SectionTone } from '../../../components';
import type { TitledItem } from '../content/types';
import { media, spacing } from '../../../theme';
import { TitledItems } from '../TitledItems';
import { bareList, SectionHead } from '../ui';

/**
 * How each item is drawn: a bordered card, a card with a brand-coloured edge, a numbered card
 * with a round counter, a numbered column under a rule, or centred plain text.
 */
export type FeatureStyle = 'card' | 'edge' | 'counter' | 'numbered' | 'plain';

const styles = {
  card: css`
    > li {
      padding: ${spacing(7)};
      border-radius: ${({ theme }) => theme.radii.lg};
      background: ${({ theme }) => theme.colors.surface};
      border: 1px solid ${({ theme }) => theme.colors.border};
    }
  `,
  edge: css`
    > li {
      padding: ${spacing(7)};
      border-radius: ${({ theme }) => theme.radii.lg};
      background: ${({ theme }) => theme.colors.surface};
      border-left: 5px solid ${({ theme }) => theme.colors.primary};
      box-shadow: ${({ theme }) => theme.shadows.sm};
    }
    svg {
      color: ${({ theme }) => theme.colors.primary};
    }
  `,
  counter: css`
    counter-reset: item;
    > li {
      counter-increment: item;
      padding: ${spacing(7, 6, 6)};
      border-radius: ${({ theme }) => theme.radii.lg};
      background: ${({ theme }) => theme.colors.surface};
      border: 1px solid ${({ theme }) => theme.colors.border};
    }
    > li::before {
      content: counter(item);
      display: grid;
      place-items: center;
      width: 44px;
      height: 44px;
      margin-bottom: ${spacing(2)};
      border-radius: 50%;
      background: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.onPrimary};
      font-family: ${({ theme }) => theme.fonts.display};
      font-size: ${({ theme }) => theme.fontSizes['2xl']};
      font-weight: ${({ theme }) => theme.fontWeights.black};
    }
  `,
  numbered: css`
    counter-reset: item;
    > li {
      counter-increment: item;
      padding-top: ${spacing(5)};
      border-top: 3px solid ${({ theme }) => theme.colors.inverse};
    }
    > li::before {
      content: '0' counter(item);
      font-family: ${({ theme }) => theme.fonts.display};
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
      font-style: italic;
      font-weight: ${({ theme }) => theme.typeStyles.heading.weight};
      line-height: 1;
      color: ${({ theme }) => theme.colors.primary};
    }
  `,
  plain: css`
    text-align: center;
    > li {
      justify-items: center;
    }
    p {
      max-width: ${({ theme }) => theme.measures.narrow};
    }
    h3 {
      font-weight: ${({ theme }) => theme.typeStyles.heading.weight};
    }
  `,
};

const List = styled.ul<{ $style: FeatureStyle }>`
  display: grid;
  gap: ${spacing(6)};
  ${bareList}
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  > li {
    display: grid;
    gap: ${spacing(2.5)};
    align-content: start;
  }
  h3 {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.typeStyles.heading.weight};
    color: ${({ theme }) => theme.colors.heading};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ $style }) => styles[$style]}
`;

export interface FeatureListProps {
  /** id of the heading; the section is labelled by it. */
  id: string;
  /** The section's heading. */
  title: string;
  /** A short label above the heading. */
  eyebrow?: string;
  /** Keep the title for assistive tech only. */
  hideTitle?: boolean;
  /** The features: a title and a sentence each. */
  items: readonly TitledItem[];
  /** Drawn above each title, given its index (an icon). */
  before?: (index: number) => ReactNode;
  /** How the items are drawn: numbered, with icons or as plain cards. */
  look?: FeatureStyle;
  /** The band's background: page, alternate or dark. */
  tone?: SectionTone;
}

/** A titled row of three short items: reasons, values, steps, promises. */
export function FeatureList({ id, title, eyebrow, hideTitle = false, items, before, look = 'card', tone }: FeatureListProps) {
  return (
    <Section tone={tone} aria-labelledby={id}>
      <Container>
        {hideTitle ? (
          <h2 id={id} className="visually-hidden">
            {title}
          </h2>
        ) : (
          <SectionHead>
            <div>
              {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
              <Heading level={2} id={id}>
                {title}
              </Heading>
            </div>
          </SectionHead>
        )}
        <List as={look === 'counter' || look === 'numbered' ? 'ol' : 'ul'} $style={look}>
          <TitledItems items={items} before={before} />
        </List>
      </Container>
    </Section>
  );
}
