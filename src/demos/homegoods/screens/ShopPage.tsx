import { CollectionPage } from '../components/CollectionPage';
import { homegoodsMeta, products } from '../data';

export function ShopPage() {
  return (
    <CollectionPage
      meta={homegoodsMeta.shop}
      overline="The collection"
      heading="Shop all"
      lead={<>{products.length} pieces for the way you live: decor, textiles and kitchenware from small makers.</>}
      products={products}
      label="All products"
    />
  );
}
