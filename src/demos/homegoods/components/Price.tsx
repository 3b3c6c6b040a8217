import styled from 'styled-components';
import { formatPrice } from '../../shared/format';
import type { Product } from '../data';

const Wrapper = styled.p<{ $size: 'md' | 'lg' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.5rem;
  font-size: ${({ $size }) => ($size === 'lg' ? '1.5rem' : '1rem')};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
  ins { text-decoration: none; color: ${({ theme }) => theme.colors.accent}; font-weight: 700; }
  del { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85em; }
`;

/** Regular price, or the sale price next to the struck-through regular price. */
export function Price({ product, size = 'md' }: { product: Product; size?: 'md' | 'lg' }) {
  if (product.onSale && product.salePrice !== null) {
    return (
      <Wrapper $size={size}>
        <ins>
          <span className="visually-hidden">Sale price </span>
          {formatPrice(product.salePrice)}
        </ins>
        <del>
          <span className="visually-hidden">Regular price </span>
          {formatPrice(product.price)}
        </del>
      </Wrapper>
    );
  }
  return <Wrapper $size={size}>{formatPrice(product.price)}</Wrapper>;
}
