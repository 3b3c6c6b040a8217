import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { homegoodsPaths, type Product } from '../data';
import { PRODUCT_IMAGE_SIZE, productImages } from '../images';
import { Price } from './Price';

const Card = styled.article`
  position: relative;
  display: grid;
  gap: 0.875rem;
  align-content: start;
  &:hover img { transform: scale(1.03); }
  &:focus-within .frame { outline: 2px solid ${({ theme }) => theme.colors.accent}; outline-offset: 3px; }
`;

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img { display: block; width: 100%; height: 100%; object-fit: cover; transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing}; }
`;

const SaleTag = styled.span`
  position: absolute;
  top: 0.75rem;
  left: 0.75rem;
  padding: 0.3125rem 0.625rem;
  background: ${({ theme }) => theme.colors.accent};
  color: #ffffff;
  font-size: 0.6875rem;
  font-weight: 700;
  letter-spacing: 0.18em;
  text-transform: uppercase;
`;

const Meta = styled.div`
  display: grid;
  gap: 0.25rem;
`;

const Category = styled.p`
  font-size: 0.6875rem;
  font-weight: 700;
  letter-spacing: 0.2em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Name = styled.h3`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 1.375rem;
  font-weight: 400;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.heading};
  a { color: inherit; text-decoration: none; }
  a:hover { text-decoration: underline; text-underline-offset: 4px; }
  /* The whole card is the link's hit area. */
  a::after { content: ''; position: absolute; inset: 0; }
  a:focus-visible { outline: none; }
`;

export interface ProductCardProps {
  product: Product;
  /** Cards further down the page load their image lazily. */
  lazy?: boolean;
  headingLevel?: 2 | 3;
}

/** Image, sale tag, category, name (linking to the product page) and price. */
export function ProductCard({ product, lazy = true, headingLevel = 3 }: ProductCardProps) {
  return (
    <Card>
      <Frame className="frame">
        <img
          src={productImages[product.id]}
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          alt={product.alt}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
        />
        {product.onSale && <SaleTag>Sale</SaleTag>}
      </Frame>
      <Meta>
        <Category>{product.category}</Category>
        <Name as={headingLevel === 2 ? 'h2' : 'h3'}>
          <Link to={homegoodsPaths.product(product.id)}>{product.name}</Link>
        </Name>
        <Price product={product} />
      </Meta>
    </Card>
  );
}
