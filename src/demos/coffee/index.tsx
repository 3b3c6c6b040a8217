import { Route, Routes } from 'react-router-dom';
import { CoffeeBrand } from './brand';
import { DemoLayout } from '../shared/DemoLayout';
import { CoffeeFooter } from './components/CoffeeFooter';
import { CoffeeHeader } from './components/CoffeeHeader';
import { AboutPage } from './screens/AboutPage';
import { ContactPage } from './screens/ContactPage';
import { HomePage } from './screens/HomePage';
import { MenuPage } from './screens/MenuPage';
import { NotFoundPage } from './screens/NotFoundPage';

/**
 * The Daily Grind: the one-time package demo, mounted at /demo/one-time/*.
 * Its pages are imported statically: the whole demo is one chunk.
 */
export default function CoffeeDemo() {
  return (
    <CoffeeBrand>
      <Routes>
        <Route element={<DemoLayout header={<CoffeeHeader />} footer={<CoffeeFooter />} />}>
          <Route index element={<HomePage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="menu" element={<MenuPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </CoffeeBrand>
  );
}
