import { Route, Routes } from 'react-router-dom';
import { homegoodsBusiness, homegoodsCopy, homegoodsNav, homegoodsPaths } from './content';
import { DemoLayout } from '../shared/DemoLayout';
import { HomegoodsBrand } from './brand';
import { HomePage } from './screens/HomePage';
import { NotFoundPage, ProductNotFoundPage, ProductPage } from './screens/ProductPage';
import { SalePage, ShopPage } from './screens/ShopPage';
import { Footer } from './sections/Footer';
import { Header } from './sections/Header';

const { name, tagline } = homegoodsBusiness;

/** Hearth & Co.'s header and footer around the routed page. */
export function HomegoodsLayout() {
  return (
    <DemoLayout
      header={<Header name={name} tagline={tagline} nav={homegoodsNav} salePath={homegoodsPaths.sale} copy={homegoodsCopy.header} />}
      footer={<Footer name={name} copy={homegoodsCopy.footer} />}
    />
  );
}

/**
 * Hearth & Co.: the advanced monthly package demo, mounted at its registry base path.
 * Its pages are imported statically: the whole demo is one chunk.
 */
export default function HomeGoodsDemo() {
  return (
    <HomegoodsBrand>
      <Routes>
        <Route element={<HomegoodsLayout />}>
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
