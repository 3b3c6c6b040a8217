import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

/** The whole app rendered in the browser: the studio area, and every page on the dev server. */
export function renderApp(container: HTMLElement) {
  createRoot(container).render(
    <BrowserRouter>
      <App />
    </BrowserRouter>,
  );
}
