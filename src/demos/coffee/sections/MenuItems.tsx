import styled from 'styled-components';
import { formatUsd } from '../../../content/format';
import type { MenuItem } from '../content';
import { spacing } from '../../../theme';
import { bareList } from '../../shared/ui';

const Items = styled.ul`
  display: grid;
  gap: ${spacing(1)};
  ${bareList}
  > li {
    padding-block: ${spacing(4)};
  }
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.typeStyles.heading.weight};
    color: ${({ theme }) => theme.colors.heading};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${spacing(3)};
`;

const Leader = styled.span`
  flex: 1;
  min-width: ${spacing(6)};
  border-bottom: 2px dotted ${({ theme }) => theme.colors.textMuted};
  opacity: 0.5;
  transform: translateY(-0.3em);
`;

const Price = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.typeStyles.heading.weight};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.primary};
`;

const Description = styled.p`
  margin-top: ${spacing(1)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(1.5)};
  margin-top: ${spacing(2)};
  padding: 0;
  list-style: none;
  li {
    padding: ${spacing(0.5, 2.5)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.04em;
  }
`;

export interface MenuItemsProps {
  items: readonly MenuItem[];
  tagsLabel: string;
}

/** Menu items: name, a dotted leader to the price, description and labels. */
export function MenuItems({ items, tagsLabel }: MenuItemsProps) {
  return (
    <Items>
      {items.map((item) => (
        <li key={item.name}>
          <Row>
            <h3>{item.name}</h3>
            <Leader aria-hidden="true" />
            <Price>{formatUsd(item.price, { cents: true })}</Price>
          </Row>
          <Description>{item.description}</Description>
          {item.tags && (
            <Tags aria-label={tagsLabel}>
              {item.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </Tags>
          )}
        </li>
      ))}
    </Items>
  );
}
