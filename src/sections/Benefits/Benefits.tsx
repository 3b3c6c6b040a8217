import styled from 'styled-components';
import {
  FeatureGrid,
  HeadedSection,
  type HeadedBandProps,
  Heading,
  IconTile,
  Text,
  featureCardSurface,
  iconTileToneAt,
} from '../../components';
import type { Benefit } from '../../content';
import { media, spacing } from '../../theme';

/* Phones: icon beside the text to keep the list short; from 480 px the icon sits on top. */
const Item = styled.li`
  /* Even lines instead of a lone word on the last one ("SEO Ready"). */
  h3 {
    text-wrap: balance;
  }
  p {
    text-wrap: pretty;
  }
  display: grid;
  grid-template-columns: auto 1fr;
  align-content: start;
  gap: ${spacing(1.5, 4)};
  padding: ${spacing(6)};
  & > span {
    grid-row: span 2;
  }
  ${media.sm} {
    grid-template-columns: 1fr;
    gap: ${spacing(3)};
    padding: ${spacing(7)};
    & > span {
      grid-row: auto;
      margin-bottom: ${spacing(2)};
    }
  }
  ${featureCardSurface}
  transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
    box-shadow ${({ theme }) => theme.motion.base}, border-color ${({ theme }) => theme.motion.base};
  &:hover {
    transform: translateY(-4px);
    border-color: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 30%, ${({ theme }) => theme.colors.border});
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

export interface BenefitsProps extends HeadedBandProps {
  /** The benefits: icon, title and a sentence each. */
  items: readonly Benefit[];
}

/** Home: 'Why Choose Us', four reasons. */
export function Benefits({ header, items, tone = 'alt' }: BenefitsProps) {
  return (
    <HeadedSection id="benefits-title" header={header} tone={tone}>
      <FeatureGrid>
        {items.map((item, index) => (
          <Item key={item.title}>
            <IconTile icon={item.icon} tone={iconTileToneAt(index)} />
            <Heading level={3}>{item.title}</Heading>
            <Text tone="muted">{item.description}</Text>
          </Item>
        ))}
      </FeatureGrid>
    </HeadedSection>
  );
}
