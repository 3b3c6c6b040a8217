import { useParams } from 'react-router-dom';
import { Container, PageMeta, Section } from '../../../components';
import { findProduct, homegoodsCopy, homegoodsMeta, productFacts, products } from '../content';
import { productPageJsonLd } from '../../../content/structuredData';
import { NotFoundActions } from '../../shared/sections/NotFoundActions';
import { PageIntro } from '../../shared/sections/PageIntro';
import { ProductDetail } from '../sections/ProductDetail';
import { ProductsBand } from '../sections/ProductsBand';
import { homegoodsIdentity } from '../brand';

/** The product 404: unknown ids and deeper URLs under /shop. */
export function ProductNotFoundPage() {
  const copy = homegoodsCopy.productNotFound;
  return (
    <>
      <PageMeta {...homegoodsMeta.productNotFound} identity={homegoodsIdentity} noIndex />
      <PageIntro copy={copy}>
        <NotFoundActions actions={copy.actions} />
      </PageIntro>
    </>
  );
}

/** A product page: details, then three other products. */
export function ProductPage() {
  const { productId } = useParams();
  const product = findProduct(productId);
  if (!product) return <ProductNotFoundPage />;
  const related = products.filter((other) => other.id !== product.id).slice(0, 3);
  const copy = homegoodsCopy.product;
  return (
    <>
      <PageMeta
        {...homegoodsMeta.product(product)}
        identity={homegoodsIdentity}
        type="product"
        structuredData={productPageJsonLd(product)}
      />
      <Section compact aria-label={product.name}>
        <Container>
          <ProductDetail product={product} copy={copy} facts={productFacts} />
        </Container>
      </Section>
      <ProductsBand
        id="hg-related-title"
        copy={{ title: copy.related }}
        products={related}
        grid={{ empty: homegoodsCopy.empty, labels: copy }}
        ruled
      />
    </>
  );
}

/** Any unknown URL under the shop's prefix (outside /shop). */
export function NotFoundPage() {
  const copy = homegoodsCopy.notFound;
  return (
    <>
      <PageMeta {...homegoodsMeta.notFound} identity={homegoodsIdentity} noIndex />
      <PageIntro copy={copy}>
        <NotFoundActions actions={copy.actions} />
      </PageIntro>
    </>
  );
}
