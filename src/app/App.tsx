import { StrictMode, Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { demoApps } from '../demos/apps';
import { GlobalStyle, theme } from '../theme';
import { ScrollToTop } from './ScrollToTop';
import { notFoundRoute, pageRoutes } from './routes';
import { SiteLayout } from './SiteLayout';

// The staff studio: client-rendered only, its own chunk (auth and supabase-js never reach public pages).
const StudioPage = lazy(() => import('../pages/StudioPage'));

// The client's review page: rendered by the server with the review its link reaches (server/review).
const ReviewPage = lazy(() => import('../pages/ReviewPage'));

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
              {pageRoutes.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
            {demoApps.map(({ id, path, App: Demo }) => (
              <Route key={id} path={path} element={<Demo />} />
            ))}
            <Route path="studio" element={<StudioPage />} />
            <Route path="review" element={<ReviewPage />} />
          </Routes>
        </Suspense>
      </ThemeProvider>
    </StrictMode>
  );
}
