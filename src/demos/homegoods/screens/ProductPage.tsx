import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container, PageMeta } from '../../../components';
import { ProductDetail } from '../components/ProductDetail';
import { ProductGrid } from '../components/ProductGrid';
import { ProductNotFound } from '../components/ProductNotFound';
import { Title } from '../components/ui';
import { findProduct, homegoodsBusiness, homegoodsMeta, products } from '../data';

const Wrapper = styled.div`
  padding-block: clamp(1.5rem, 4vw, 3rem) clamp(3rem, 8vw, 6rem);
`;

const Related = styled.section`
  margin-top: clamp(3.5rem, 8vw, 6rem);
  padding-top: clamp(2rem, 5vw, 3rem);
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 { margin-bottom: 2rem; }
`;

/** The product 404: unknown ids and deeper URLs under /shop. */
export function ProductNotFoundPage() {
  return (
    <>
      <PageMeta {...homegoodsMeta.productNotFound} siteName={homegoodsBusiness.name} noIndex />
      <Container>
        <ProductNotFound />
      </Container>
    </>
  );
}

/** /demo/advanced/shop/:productId */
export function ProductPage() {
  const { productId } = useParams();
  const product = findProduct(productId);
  if (!product) return <ProductNotFoundPage />;
  const related = products.filter((other) => other.id !== product.id).slice(0, 3);
  return (
    <>
      <PageMeta {...homegoodsMeta.product(product)} siteName={homegoodsBusiness.name} />
      <Container>
        <Wrapper>
          <ProductDetail product={product} />
          <Related aria-labelledby="hg-related-title">
            <Title level={2} id="hg-related-title" size="3xl">
              You may also like
            </Title>
            <ProductGrid products={related} label="You may also like" />
          </Related>
        </Wrapper>
      </Container>
    </>
  );
}
