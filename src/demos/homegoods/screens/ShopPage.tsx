import { Container, PageMeta } from '../../../components';
import { ProductGrid } from '../components/ProductGrid';
import { Band, Lead, Overline, PageIntro, PageTitle } from '../components/ui';
import { homegoodsBusiness, homegoodsMeta, products } from '../data';

export function ShopPage() {
  return (
    <>
      <PageMeta {...homegoodsMeta.shop} siteName={homegoodsBusiness.name} />
      <Container>
        <PageIntro>
          <Overline>The collection</Overline>
          <PageTitle level={1} align="center">
            Shop all
          </PageTitle>
          <Lead>
            {products.length} pieces for the way you live: decor, textiles and kitchenware from small makers.
          </Lead>
        </PageIntro>
      </Container>
      <Band aria-label="All products">
        <Container>
          <ProductGrid products={products} label="All products" eager={3} headingLevel={2} />
        </Container>
      </Band>
    </>
  );
}
