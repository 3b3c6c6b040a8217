import { Route, Routes } from 'react-router-dom';
import { HomegoodsBrand } from './brand';
import { DemoLayout } from '../shared/DemoLayout';
import { HomegoodsFooter } from './components/HomegoodsFooter';
import { NewsletterHeader } from './components/NewsletterHeader';
import { HomePage } from './screens/HomePage';
import { NotFoundPage } from './screens/NotFoundPage';
import { ProductNotFoundPage, ProductPage } from './screens/ProductPage';
import { SalePage } from './screens/SalePage';
import { ShopPage } from './screens/ShopPage';

/**
 * Hearth & Co.: the advanced monthly package demo, mounted at /demo/advanced/*.
 * Its pages are imported statically: the whole demo is one chunk.
 */
export default function HomeGoodsDemo() {
  return (
    <HomegoodsBrand>
      <Routes>
        <Route element={<DemoLayout header={<NewsletterHeader />} footer={<HomegoodsFooter />} />}>
          <Route index element={<HomePage />} />
          <Route path="shop" element={<ShopPage />} />
          <Route path="shop/:productId" element={<ProductPage />} />
          {/* Deeper URLs under shop/ get the product 404, like the server's nearest 404.html. */}
          <Route path="shop/:productId/*" element={<ProductNotFoundPage />} />
          <Route path="sale" element={<SalePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </HomegoodsBrand>
  );
}
