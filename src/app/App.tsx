import { StrictMode, Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '../theme';
import { ScrollToTop } from './ScrollToTop';
import { SiteLayout } from './SiteLayout';

// Every page is its own chunk: a visitor downloads only the route they open.
const HomePage = lazy(() => import('../pages/HomePage'));
const ServicesPage = lazy(() => import('../pages/ServicesPage'));
const PackageExamplesPage = lazy(() => import('../pages/PackageExamplesPage'));
const GetStartedPage = lazy(() => import('../pages/GetStartedPage'));
const ThankYouPage = lazy(() => import('../pages/ThankYouPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const CoffeeDemo = lazy(() => import('../demos/coffee'));
const LandscapingDemo = lazy(() => import('../demos/landscaping'));
const HomeGoodsDemo = lazy(() => import('../demos/homegoods'));

/** The thin app shell: theme, global styles, scroll restoration and the route table. */
export function App() {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ScrollToTop />
        <Suspense fallback={null}>
          <Routes>
            <Route element={<SiteLayout />}>
              <Route index element={<HomePage />} />
              <Route path="services" element={<ServicesPage />} />
              <Route path="package-examples" element={<PackageExamplesPage />} />
              <Route path="get-started" element={<GetStartedPage />} />
              <Route path="thank-you" element={<ThankYouPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
            <Route path="demo/one-time/*" element={<CoffeeDemo />} />
            <Route path="demo/standard/*" element={<LandscapingDemo />} />
            <Route path="demo/advanced/*" element={<HomeGoodsDemo />} />
          </Routes>
        </Suspense>
      </ThemeProvider>
    </StrictMode>
  );
}
