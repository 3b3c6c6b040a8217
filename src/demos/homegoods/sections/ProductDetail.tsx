import { Package, Truck } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Heading, Icon } from '../../../components';
import { Island } from '../../../islands';
import type { Product, homegoodsCopy, productFacts } from '../content';
import { media, spacing } from '../../../theme';
import { bareList } from '../../shared/ui';
import { PRODUCT_IMAGE_SIZE, productImages } from '../images';
import { AddToCart } from './AddToCart';
import addToCartIsland from './AddToCart.island';
import { Price } from './Price';
import { Rating } from './Rating';
import { SaleTag } from './SaleTag';

const Layout = styled.div`
  display: grid;
  gap: ${spacing(8)};
  ${media.md} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    gap: ${spacing(14)};
    align-items: start;
  }
`;

const Frame = styled.div`
  position: relative;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Info = styled.div`
  display: grid;
  gap: ${spacing(5)};
  align-content: start;
  ${media.md} {
    position: sticky;
    top: ${spacing(6)};
  }
  > p {
    max-width: ${({ theme }) => theme.measures.text};
    line-height: 1.75;
  }
`;

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(2)};
  ${bareList}
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
  li + li::before {
    content: '/';
    margin-right: ${spacing(2)};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-underline-offset: 4px;
  }
`;

const Quantity = styled.dl`
  display: flex;
  align-items: center;
  justify-content: space-between;
  max-width: 220px;
  min-height: 48px;
  padding: 0 ${spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
  dd {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-variant-numeric: tabular-nums;
  }
`;

const Shipping = styled.ul`
  display: grid;
  gap: ${spacing(3)};
  ${bareList}
  padding-top: ${spacing(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    align-items: center;
    gap: ${spacing(3)};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.heading};
  }
`;

export interface ProductDetailProps {
  /** The product shown: name, photos, price, sale price and description. */
  product: Product;
  /** Every label of the page: breadcrumb, quantity, add to cart, delivery notes and the toast. */
  copy: (typeof homegoodsCopy)['product'];
  /** Shipping days, the free-shipping threshold, rating and review count. */
  facts: typeof productFacts;
}

/** Image, breadcrumb, name, fixed rating, price, description, quantity, Add to Cart and shipping facts. */
export function ProductDetail({ product, copy, facts }: ProductDetailProps) {
  return (
    <Layout>
      <Frame>
        <img
          src={productImages[product.id]}
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          alt={product.alt}
          fetchPriority="high"
        />
        {product.onSale && <SaleTag>{copy.saleTag}</SaleTag>}
      </Frame>
      <Info>
        <nav aria-label={copy.breadcrumb}>
          <Crumbs>
            <li>
              <Link to={copy.shop.to}>{copy.shop.label}</Link>
            </li>
            <li>{product.category}</li>
          </Crumbs>
        </nav>
        <Heading level={1} size="4xl">
          {product.name}
        </Heading>
        <Rating rating={facts.rating} outOf={facts.ratingOutOf} reviewCount={facts.reviewCount} />
        <Price product={product} size="lg" labels={copy} />
        <p>{product.description}</p>
        <Quantity>
          <dt>{copy.quantity}</dt>
          <dd>{facts.quantity}</dd>
        </Quantity>
        <Island island={addToCartIsland} component={AddToCart} props={{ label: copy.addToCart, toast: copy.toast }} />
        <Shipping>
          {copy.shipping.map((line, index) => (
            <li key={line}>
              <Icon icon={index === 0 ? Truck : Package} size={20} /> {line}
            </li>
          ))}
        </Shipping>
      </Info>
    </Layout>
  );
}
