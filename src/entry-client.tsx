import { runtimeModules } from './islands/registry';
import { startIslands, stopIslands, warmModules } from './islands/runtime';
import { startNavigation } from './app/navigation';
import { showCurrentYear } from './components/CurrentYear/currentYear';

// The one script of a prerendered page: it holds no React. It hydrates the page's islands
// (src/islands/registry.ts) and swaps pages on same-site links. A page with an empty #root (the
// client-rendered studio, or any page on the dev server) loads the whole app instead.
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

if (container.firstElementChild) {
  const navigator = startNavigation({
    leave: stopIslands,
    enter: (root) => {
      showCurrentYear(root);
      startIslands(root, navigator);
      warmModules();
    },
  });
  showCurrentYear(container);
  startIslands(container, navigator);
  // After the page has loaded and the browser is idle: nothing competes with the first paint.
  const warm = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(warmModules, { timeout: 3000 }) : setTimeout(warmModules, 500);
  if (document.readyState === 'complete') warm();
  else window.addEventListener('load', warm, { once: true });
} else {
  void runtimeModules.clientApp.load().then(({ renderApp }) => renderApp(container));
}
