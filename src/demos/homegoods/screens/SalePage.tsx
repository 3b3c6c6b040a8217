import styled from 'styled-components';
import { CollectionPage } from '../components/CollectionPage';
import { PageTitle } from '../components/ui';
import { homegoodsMeta, saleProducts } from '../data';

const SaleTitle = styled(PageTitle)`
  color: ${({ theme }) => theme.colors.accent};
`;

export function SalePage() {
  return (
    <CollectionPage
      meta={homegoodsMeta.sale}
      overline="While stocks last"
      heading="Sale"
      title={SaleTitle}
      lead={<>{saleProducts.length} favourites at a gentler price. Once they&rsquo;re gone, they&rsquo;re gone.</>}
      products={saleProducts}
      label="Products on sale"
    />
  );
}
