import styled from 'styled-components';
import { Container, PageMeta } from '../../../components';
import { ProductGrid } from '../components/ProductGrid';
import { Band, Lead, Overline, PageIntro, PageTitle } from '../components/ui';
import { homegoodsBusiness, homegoodsMeta, saleProducts } from '../data';

const SaleTitle = styled(PageTitle)`
  color: ${({ theme }) => theme.colors.accent};
`;

export function SalePage() {
  return (
    <>
      <PageMeta {...homegoodsMeta.sale} siteName={homegoodsBusiness.name} />
      <Container>
        <PageIntro>
          <Overline>While stocks last</Overline>
          <SaleTitle level={1} align="center">
            Sale
          </SaleTitle>
          <Lead>
            {saleProducts.length} favourites at a gentler price. Once they&rsquo;re gone, they&rsquo;re gone.
          </Lead>
        </PageIntro>
      </Container>
      <Band aria-label="Products on sale">
        <Container>
          <ProductGrid products={saleProducts} label="Products on sale" eager={3} headingLevel={2} />
        </Container>
      </Band>
    </>
  );
}
