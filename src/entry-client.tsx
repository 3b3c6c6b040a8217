import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <BrowserRouter>
    <App />
  </BrowserRouter>
);

// Prerendered pages hydrate; the dev server (no prerendered markup) renders from scratch.
if (container.firstElementChild) {
  hydrateRoot(container, app, {
    onRecoverableError: (error, info) => console.error('[hydration]', error, info.componentStack),
  });
} else {
  createRoot(container).render(app);
}
