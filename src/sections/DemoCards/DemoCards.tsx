import { ExternalLink } from 'lucide-react';
import styled from 'styled-components';
import { ButtonAnchor, HeadedSection, Heading, Icon, Text, type SectionTone } from '../../components';
import type { DemoCard, packageExamplesCopy } from '../../content';
import { media, spacing } from '../../theme';

const Grid = styled.ul`
  display: grid;
  gap: ${spacing(8)};
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${spacing(7)};
  }
`;

/** The card's accent (border and window dot) comes from the demo's own brand colour. */
const Item = styled.article<{ $accent: string }>`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ $accent }) => $accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transition:
    transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
    box-shadow ${({ theme }) => theme.motion.base};
  &:hover {
    transform: translateY(-4px);
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
  &:hover img {
    transform: scale(1.03);
  }
`;

/** A browser frame around the screenshot. */
const Frame = styled.figure`
  margin: ${spacing(4, 4, 0)};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  &::before {
    content: '';
    display: block;
    height: ${spacing(6)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background:
      radial-gradient(circle at 0.875rem 50%, var(--dot) 0.25rem, transparent 0.27rem),
      radial-gradient(circle at 1.625rem 50%, var(--dot) 0.25rem, transparent 0.27rem),
      radial-gradient(circle at 2.375rem 50%, var(--dot) 0.25rem, transparent 0.27rem), ${({ theme }) => theme.colors.surface};
    --dot: color-mix(in srgb, ${({ theme }) => theme.colors.textMuted} 35%, ${({ theme }) => theme.colors.surface});
  }
  img {
    width: 100%;
    /* The top 90 % of each 16:10 capture: ends above the landscaper's stats band instead of cutting its figures. */
    aspect-ratio: 16 / 9;
    object-fit: cover;
    object-position: top;
    transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${spacing(3)};
  padding: ${spacing(6)};
`;

const Caption = styled(Text)`
  flex: 1;
`;

const Action = styled(ButtonAnchor)`
  align-self: flex-start;
  margin-top: ${spacing(3)};
`;

export interface DemoCardsProps {
  /** Section header and the note that a demo opens in a new tab. */
  copy: (typeof packageExamplesCopy)['demos'];
  /** The demo sites: thumbnail, name, package and link. */
  cards: readonly DemoCard[];
  /** The band's background: page, alternate or dark. */
  tone?: SectionTone;
}

/** Package examples: one live demo per package, each opening in a new tab. */
export function DemoCards({ copy, cards, tone = 'default' }: DemoCardsProps) {
  return (
    <HeadedSection id="demos-title" header={copy.section} tone={tone}>
      <span id="demo-new-tab-note" className="visually-hidden">
        {copy.newTabNote}
      </span>
      <Grid>
        {cards.map((card) => {
          const titleId = `demo-${card.planId}-title`;
          return (
            <li key={card.planId}>
              <Item $accent={card.borderColor} aria-labelledby={titleId}>
                <Frame>
                  <img {...card.image} alt={card.image.alt} loading="lazy" decoding="async" />
                </Frame>
                <Body>
                  <Heading level={3} id={titleId}>
                    {card.title}
                  </Heading>
                  <Caption tone="muted">{card.caption}</Caption>
                  {/* Visible name 'View Demo'; described by the demo's title and the new-tab note. */}
                  <Action href={card.buttonLink} target="_blank" variant="secondary" aria-describedby={`${titleId} demo-new-tab-note`}>
                    {card.buttonText}
                    <Icon icon={ExternalLink} size={16} />
                  </Action>
                </Body>
              </Item>
            </li>
          );
        })}
      </Grid>
    </HeadedSection>
  );
}
