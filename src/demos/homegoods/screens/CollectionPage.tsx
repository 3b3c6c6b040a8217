import { Container, PageMeta, Section } from '../../../components';
import { collectionPageJsonLd, type PageFacts } from '../../../content/structuredData';
import { homegoodsCopy, type Product } from '../content';
import { PageIntro } from '../../shared/sections/PageIntro';
import { ProductGrid } from '../sections/ProductGrid';
import { homegoodsIdentity } from '../brand';

export interface CollectionPageProps {
  meta: PageFacts;
  copy: { readonly eyebrow: string; readonly title: string; readonly lead: string; readonly label: string };
  products: readonly Product[];
}

/** A centred opening and a grid of products: the shop and the sale pages (their JSON-LD lists the products). */
export function CollectionPage({ meta, copy, products }: CollectionPageProps) {
  return (
    <>
      <PageMeta {...meta} identity={homegoodsIdentity} structuredData={collectionPageJsonLd(meta, products)} />
      <PageIntro copy={copy} />
      <Section aria-label={copy.label}>
        <Container>
          <ProductGrid
            products={products}
            label={copy.label}
            empty={homegoodsCopy.empty}
            labels={homegoodsCopy.product}
            eager={3}
            headingLevel={2}
          />
        </Container>
      </Section>
    </>
  );
}
