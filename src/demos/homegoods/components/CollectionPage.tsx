import type { ReactNode } from 'react';
import { Container, PageMeta, type PageMetaProps } from '../../../components';
import { homegoodsBusiness, type Product } from '../data';
import { ProductGrid } from './ProductGrid';
import { Band, Lead, Overline, PageIntro, PageTitle } from './ui';

export interface CollectionPageProps {
  meta: Omit<PageMetaProps, 'siteName'>;
  overline: string;
  /** The page's h1; `title` styles it (PageTitle by default). */
  heading: string;
  title?: typeof PageTitle;
  lead: ReactNode;
  products: Product[];
  /** Accessible name of the product list and its band. */
  label: string;
}

/** A centred opening and a grid of products: the shop and the sale pages. */
export function CollectionPage({ meta, overline, heading, title: Title = PageTitle, lead, products, label }: CollectionPageProps) {
  return (
    <>
      <PageMeta {...meta} siteName={homegoodsBusiness.name} />
      <Container>
        <PageIntro>
          <Overline>{overline}</Overline>
          <Title level={1} align="center">
            {heading}
          </Title>
          <Lead>{lead}</Lead>
        </PageIntro>
      </Container>
      <Band aria-label={label}>
        <Container>
          <ProductGrid products={products} label={label} eager={3} headingLevel={2} />
        </Container>
      </Band>
    </>
  );
}
