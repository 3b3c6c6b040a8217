import { StrictMode, Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '../theme';
import { ScrollToTop } from './ScrollToTop';
import { siteRoutes, notFoundRoute } from './routes';
import { SiteLayout } from './SiteLayout';

// Demos are separate chunks too: the studio's pages never download them.
const CoffeeDemo = lazy(() => import('../demos/coffee'));
const LandscapingDemo = lazy(() => import('../demos/landscaping'));
const HomeGoodsDemo = lazy(() => import('../demos/homegoods'));
// The staff studio: client-rendered only, its own chunk (auth and supabase-js never reach public pages).
const StudioPage = lazy(() => import('../pages/StudioPage'));

const NotFoundPage = notFoundRoute.Page;

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
              {siteRoutes.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
            <Route path="demo/one-time/*" element={<CoffeeDemo />} />
            <Route path="demo/standard/*" element={<LandscapingDemo />} />
            <Route path="demo/advanced/*" element={<HomeGoodsDemo />} />
            <Route path="studio" element={<StudioPage />} />
          </Routes>
        </Suspense>
      </ThemeProvider>
    </StrictMode>
  );
}
