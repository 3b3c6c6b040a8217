import { Package, ShoppingBag, Truck } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Icon } from '../../../components';
import { formatUsd } from '../../../content/format';
import { useToast } from '../../../features/toast';
import { media } from '../../../theme';
import { ADD_TO_CART_TOAST, homegoodsPaths, productFacts, type Product } from '../data';
import { PRODUCT_IMAGE_SIZE, productImages } from '../images';
import { Price } from './Price';
import { Rating } from './Rating';
import { Title } from './ui';

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  ${media.md} { grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); gap: 3.5rem; align-items: start; }
`;

const Frame = styled.div`
  position: relative;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img { display: block; width: 100%; height: auto; }
`;

const SaleTag = styled.span`
  position: absolute;
  top: 1rem;
  left: 1rem;
  padding: 0.375rem 0.75rem;
  background: ${({ theme }) => theme.colors.accent};
  color: #ffffff;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.18em;
  text-transform: uppercase;
`;

const Info = styled.div`
  display: grid;
  gap: 1.25rem;
  align-content: start;
  ${media.md} { position: sticky; top: 1.5rem; }
`;

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
  li + li::before { content: '/'; margin-right: 0.5rem; }
  a { color: ${({ theme }) => theme.colors.text}; text-underline-offset: 4px; }
`;

const Name = styled(Title)`
  font-size: clamp(2.25rem, 1.8rem + 2vw, 3.25rem);
`;

const Description = styled.p`
  line-height: 1.75;
  color: ${({ theme }) => theme.colors.text};
  max-width: 34rem;
`;

const Quantity = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  max-width: 220px;
  min-height: 48px;
  padding: 0 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { font-weight: 700; letter-spacing: 0.12em; text-transform: uppercase; font-size: 0.75rem; }
  dd { font-size: 1.125rem; font-variant-numeric: tabular-nums; }
`;

const AddToCart = styled(Button)`
  min-height: 56px;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  font-size: 0.875rem;
`;

const Shipping = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 1.25rem 0 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li { display: flex; align-items: center; gap: 0.75rem; }
  svg { flex: none; color: ${({ theme }) => theme.colors.heading}; }
`;

const { shippingDays, freeShippingOver, rating, ratingOutOf, reviewCount, quantity } = productFacts;

export interface ProductDetailProps {
  product: Product;
}

/**
 * Image, breadcrumb, name, fixed rating, price, description, quantity (fixed at 1), Add to Cart
 * (a toast only: nothing is added) and shipping facts.
 */
export function ProductDetail({ product }: ProductDetailProps) {
  const { toast } = useToast();
  return (
    <Layout>
      <Frame>
        <img src={productImages[product.id]} width={PRODUCT_IMAGE_SIZE} height={PRODUCT_IMAGE_SIZE} alt={product.alt} fetchPriority="high" />
        {product.onSale && <SaleTag>Sale</SaleTag>}
      </Frame>
      <Info>
        <nav aria-label="Breadcrumb">
          <Crumbs>
            <li>
              <Link to={homegoodsPaths.shop}>Shop</Link>
            </li>
            <li>{product.category}</li>
          </Crumbs>
        </nav>
        <Name level={1}>{product.name}</Name>
        <Rating rating={rating} outOf={ratingOutOf} reviewCount={reviewCount} />
        <Price product={product} size="lg" />
        <Description>{product.description}</Description>
        <Quantity as="dl">
          <dt>Quantity</dt>
          <dd>{quantity}</dd>
        </Quantity>
        <AddToCart
          size="lg"
          fullWidth
          onClick={() => void toast({ title: ADD_TO_CART_TOAST.title, description: ADD_TO_CART_TOAST.description, variant: 'success' })}
        >
          <Icon icon={ShoppingBag} size={18} /> Add to Cart
        </AddToCart>
        <Shipping>
          <li>
            <Icon icon={Truck} size={20} /> Ships in {shippingDays.min}–{shippingDays.max} business days
          </li>
          <li>
            <Icon icon={Package} size={20} /> Free shipping on orders over {formatUsd(freeShippingOver)}
          </li>
        </Shipping>
      </Info>
    </Layout>
  );
}
