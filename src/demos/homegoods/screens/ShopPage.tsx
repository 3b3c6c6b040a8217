import { homegoodsCopy, homegoodsMeta, products, saleProducts } from '../content';
import { CollectionPage } from './CollectionPage';

export function ShopPage() {
  return <CollectionPage meta={homegoodsMeta.shop} copy={homegoodsCopy.shop} products={products} />;
}

export function SalePage() {
  return <CollectionPage meta={homegoodsMeta.sale} copy={homegoodsCopy.sale} products={saleProducts} />;
}
