import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Eyebrow, Heading, Icon, Section } from '../../../components';
import type { NavItem } from '../../../content';
import type { Product } from '../content';
import { spacing } from '../../../theme';
import { SectionHead } from '../../shared/ui';
import { ProductGrid, type ProductGridProps } from './ProductGrid';

/** Related products sit under a rule, closer to the product above. */
const Ruled = styled.div`
  padding-top: ${({ theme }) => theme.fluidSpace.block};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const ViewAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${spacing(2)};
  min-height: 44px;
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  text-underline-offset: 6px;
`;

export interface ProductsBandProps {
  /** id of the heading; the section is labelled by it. */
  id: string;
  copy: { readonly eyebrow?: string; readonly title: string; readonly link?: NavItem };
  products: readonly Product[];
  grid: Omit<ProductGridProps, 'products' | 'label'>;
  /** The title as a smaller h2 under a rule (related products). */
  ruled?: boolean;
}

/** A titled row of products: new arrivals, related products. */
export function ProductsBand({ id, copy, products, grid, ruled = false }: ProductsBandProps) {
  const head = (
    <SectionHead as={ruled ? Ruled : 'div'}>
      <div>
        {copy.eyebrow && <Eyebrow>{copy.eyebrow}</Eyebrow>}
        <Heading level={2} id={id} size={ruled ? '3xl' : '4xl'}>
          {copy.title}
        </Heading>
      </div>
      {copy.link && (
        <ViewAll to={copy.link.to}>
          {copy.link.label} <Icon icon={ArrowRight} size={16} />
        </ViewAll>
      )}
    </SectionHead>
  );
  return (
    <Section aria-labelledby={id} compact={ruled}>
      <Container>
        {head}
        <ProductGrid products={products} label={copy.title} {...grid} />
      </Container>
    </Section>
  );
}
