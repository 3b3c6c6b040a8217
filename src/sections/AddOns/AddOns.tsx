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
import type { AddOn } from '../../content';
import { spacing } from '../../theme';

/* The price sits top-right but follows the name in reading order. */
const Item = styled.li`
  display: grid;
  grid-template: 'icon price' auto 'name name' auto 'text text' 1fr / auto 1fr;
  align-items: center;
  gap: ${spacing(3)};
  padding: ${spacing(7)};
  ${featureCardSurface}
  transition:
    transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
    box-shadow ${({ theme }) => theme.motion.base};
  &:hover {
    transform: translateY(-4px);
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

const Tile = styled(IconTile)`
  grid-area: icon;
  margin-bottom: ${spacing(2)};
`;

const Name = styled(Heading)`
  grid-area: name;
`;

const Description = styled(Text)`
  grid-area: text;
  align-self: start;
`;

const Price = styled.p`
  grid-area: price;
  justify-self: end;
  margin-bottom: ${spacing(2)};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.primary};
  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0;
    text-align: end;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface AddOnsProps extends HeadedBandProps {
  /** The add-ons: name, price, what it is. */
  items: readonly AddOn[];
}

/** Services: 'Popular Add-Ons' with their prices. */
export function AddOns({ header, items, tone = 'alt' }: AddOnsProps) {
  return (
    <HeadedSection id="add-ons-title" header={header} tone={tone}>
      <FeatureGrid>
        {items.map((item, index) => (
          <Item key={item.name}>
            <Tile icon={item.icon} tone={iconTileToneAt(index)} />
            <Name level={3}>{item.name}</Name>
            <Price>
              {item.price} <small>{item.term}</small>
            </Price>
            <Description tone="muted">{item.description}</Description>
          </Item>
        ))}
      </FeatureGrid>
    </HeadedSection>
  );
}
