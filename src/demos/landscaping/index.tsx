import { Route, Routes } from 'react-router-dom';
import { LandscapingBrand } from './brand';
import { DemoLayout } from '../shared/DemoLayout';
import { LandscapingFooter } from './components/LandscapingFooter';
import { LandscapingHeader } from './components/LandscapingHeader';
import { AboutPage } from './screens/AboutPage';
import { ContactPage } from './screens/ContactPage';
import { HomePage } from './screens/HomePage';
import { NotFoundPage } from './screens/NotFoundPage';
import { ServicesPage } from './screens/ServicesPage';

/**
 * Evergreen Landscaping: the standard monthly package demo, mounted at /demo/standard/*.
 * Its pages are imported statically: the whole demo is one chunk.
 */
export default function LandscapingDemo() {
  return (
    <LandscapingBrand>
      <Routes>
        <Route element={<DemoLayout header={<LandscapingHeader />} footer={<LandscapingFooter />} />}>
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
