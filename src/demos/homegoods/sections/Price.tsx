import styled from 'styled-components';
import { formatUsd } from '../../../content/format';
import type { Product } from '../content';
import { spacing } from '../../../theme';

const Wrapper = styled.p<{ $large: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${spacing(2)};
  font-size: ${({ $large, theme }) => ($large ? theme.fontSizes['2xl'] : theme.fontSizes.md)};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
  ins {
    text-decoration: none;
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
  del {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85em;
  }
`;

export interface PriceProps {
  product: Product;
  size?: 'md' | 'lg';
  /** Read before each price of a product on sale. */
  labels: { readonly salePrice: string; readonly regularPrice: string };
}

/** Regular price, or the sale price next to the struck-through regular price. */
export function Price({ product, size = 'md', labels }: PriceProps) {
  const price = (amount: string) => formatUsd(amount, { cents: true });
  if (product.onSale && product.salePrice !== null) {
    return (
      <Wrapper $large={size === 'lg'}>
        <ins>
          <span className="visually-hidden">{labels.salePrice} </span>
          {price(product.salePrice)}
        </ins>
        <del>
          <span className="visually-hidden">{labels.regularPrice} </span>
          {price(product.price)}
        </del>
      </Wrapper>
    );
  }
  return <Wrapper $large={size === 'lg'}>{price(product.price)}</Wrapper>;
}
