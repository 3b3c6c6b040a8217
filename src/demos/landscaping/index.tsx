import { Route, Routes } from 'react-router-dom';
import { businessHours, landscapingBusiness, landscapingCopy, landscapingNav, services } from './content';
import { DemoLayout } from '../shared/DemoLayout';
import { LandscapingBrand } from './brand';
import { AboutPage } from './screens/AboutPage';
import { ContactPage } from './screens/ContactPage';
import { HomePage } from './screens/HomePage';
import { NotFoundPage } from './screens/NotFoundPage';
import { ServicesPage } from './screens/ServicesPage';
import { Footer } from './sections/Footer';
import { Header } from './sections/Header';

const footerServices = services.slice(0, 5).map((service) => service.name);

/** Evergreen's header and footer around the routed page. */
export function LandscapingLayout() {
  return (
    <DemoLayout
      header={<Header copy={landscapingCopy.header} nav={landscapingNav} />}
      footer={
        <Footer
          name={landscapingBusiness.name}
          copy={landscapingCopy.footer}
          nav={landscapingNav}
          services={footerServices}
          hours={businessHours}
        />
      }
    />
  );
}

/**
 * Evergreen Landscaping: the standard monthly package demo, mounted at its registry base path.
 * Its pages are imported statically: the whole demo is one chunk.
 */
export default function LandscapingDemo() {
  return (
    <LandscapingBrand>
      <Routes>
        <Route element={<LandscapingLayout />}>
          <Route index element={<HomePage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="services" element={<ServicesPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </LandscapingBrand>
  );
}
