import { Route, Routes } from 'react-router-dom';
import { coffeeBusiness, coffeeCopy, coffeeHours, coffeeNav } from './content';
import { DemoLayout } from '../shared/DemoLayout';
import { CoffeeBrand } from './brand';
import { AboutPage } from './screens/AboutPage';
import { ContactPage } from './screens/ContactPage';
import { HomePage } from './screens/HomePage';
import { MenuPage } from './screens/MenuPage';
import { NotFoundPage } from './screens/NotFoundPage';
import { Footer } from './sections/Footer';
import { Header } from './sections/Header';

/** The Daily Grind's header and footer around the routed page. */
export function CoffeeLayout() {
  return (
    <DemoLayout
      header={<Header name={coffeeBusiness.name} tagline={coffeeBusiness.tagline} nav={coffeeNav} />}
      footer={<Footer name={coffeeBusiness.name} copy={coffeeCopy.footer} hours={coffeeHours} nav={coffeeNav} />}
    />
  );
}

/**
 * The Daily Grind: the one-time package demo, mounted at its registry base path.
 * Its pages are imported statically: the whole demo is one chunk.
 */
export default function CoffeeDemo() {
  return (
    <CoffeeBrand>
      <Routes>
        <Route element={<CoffeeLayout />}>
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
