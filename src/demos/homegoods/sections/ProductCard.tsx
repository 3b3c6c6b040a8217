import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Product } from '../content';
import { homegoodsRoutes } from '../../registry';
import { spacing } from '../../../theme';
import { PRODUCT_IMAGE_SIZE, productImages } from '../images';
import { Price, type PriceProps } from './Price';
import { SaleTag } from './SaleTag';

const Card = styled.article`
  position: relative;
  display: grid;
  gap: ${spacing(3.5)};
  align-content: start;
  &:hover img {
    transform: scale(1.03);
  }
`;

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  }
`;

const Meta = styled.div`
  display: grid;
  gap: ${spacing(1)};
  > p:first-child {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.2em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Name = styled.h3`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: 400;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.heading};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  /* The whole card is the link's hit area. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

export interface ProductCardProps {
  product: Product;
  labels: PriceProps['labels'] & { readonly saleTag: string };
  /** Cards further down the page load their image lazily. */
  lazy?: boolean;
  headingLevel?: 2 | 3;
}

/** Image, sale tag, category, name (linking to the product page) and price. */
export function ProductCard({ product, labels, lazy = true, headingLevel = 3 }: ProductCardProps) {
  return (
    <Card>
      <Frame>
        <img
          src={productImages[product.id]}
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          alt={product.alt}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
        />
        {product.onSale && <SaleTag>{labels.saleTag}</SaleTag>}
      </Frame>
      <Meta>
        <p>{product.category}</p>
        <Name as={headingLevel === 2 ? 'h2' : 'h3'}>
          <Link to={homegoodsRoutes.product(product.id)}>{product.name}</Link>
        </Name>
        <Price product={product} labels={labels} />
      </Meta>
    </Card>
  );
}
