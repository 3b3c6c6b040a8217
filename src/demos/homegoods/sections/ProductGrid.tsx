import styled from 'styled-components';
import type { Product } from '../content';
import { media, spacing } from '../../../theme';
import { bareList } from '../../shared/ui';
import { ProductCard, type ProductCardProps } from './ProductCard';

const Grid = styled.ul`
  display: grid;
  gap: ${spacing(10, 6)};
  ${bareList}
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.lg} {
    gap: ${spacing(12, 8)};
  }
`;

const Empty = styled.p`
  padding: ${spacing(12, 4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ProductGridProps {
  /** The products, one card each. */
  products: readonly Product[];
  /** Accessible name of the list, e.g. "New arrivals". */
  label: string;
  /** Shown when there are no products. */
  empty: string;
  /** Words read with the prices and the sale tag (for screen readers and the tag). */
  labels: ProductCardProps['labels'];
  /** How many leading cards load their images eagerly (above the fold). */
  eager?: number;
  /** The outline level of each card's name (3 under a section heading, 2 on a page of its own). */
  headingLevel?: 2 | 3;
}

/** Product cards in one to three columns, or a note when there is nothing to show. */
export function ProductGrid({ products, label, empty, labels, eager = 0, headingLevel = 3 }: ProductGridProps) {
  if (products.length === 0) return <Empty>{empty}</Empty>;
  return (
    <Grid aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} labels={labels} lazy={index >= eager} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  );
}
