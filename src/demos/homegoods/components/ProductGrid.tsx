import styled from 'styled-components';
import { media } from '../../../theme';
import type { Product } from '../data';
import { ProductCard } from './ProductCard';

const Grid = styled.ul`
  display: grid;
  gap: 2.5rem 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${media.lg} { gap: 3rem 2rem; }
`;

const Empty = styled.p`
  padding: 3rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ProductGridProps {
  products: Product[];
  /** Accessible name of the list, e.g. "New arrivals". */
  label: string;
  /** How many leading cards load their images eagerly (above the fold). */
  eager?: number;
  headingLevel?: 2 | 3;
}

export function ProductGrid({ products, label, eager = 0, headingLevel = 3 }: ProductGridProps) {
  if (products.length === 0) return <Empty>Nothing here right now. Check back soon.</Empty>;
  return (
    <Grid aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} lazy={index >= eager} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  );
}
