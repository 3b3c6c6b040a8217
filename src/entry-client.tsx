import { islands } from './allIslands';
import { startIslands, stopIslands, warmModules } from './islands/runtime';
import { startNavigation } from './app/navigation';
import { showCurrentYear } from './components/CurrentYear/currentYear';
import { afterFirstPaint } from './islands/firstPaint';

// The one script of a prerendered page: it holds no React. It hydrates the page's islands (each
// `*.island.ts`: src/allIslands.ts) and swaps pages on same-site links. A page with an empty #root
// (the client-rendered studio, or any page on the dev server) loads the whole app instead.

/** The client-rendered app, named so that the build finds its chunk (scripts/islands/vitePlugin.ts). */
const appModules = {
  clientApp: { load: () => import('./app/renderApp') },
};
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

if (container.firstElementChild) {
  const navigator = startNavigation({
    leave: stopIslands,
    enter: (root) => {
      showCurrentYear(root);
      startIslands(root, navigator, islands);
      warmModules();
    },
  });
  showCurrentYear(container);
  startIslands(container, navigator, islands);
  // After the page has loaded and painted, when the browser is idle: nothing competes with the first
  // paint (on a fast connection the page loads before its first frame is on screen).
  const warm = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(warmModules, { timeout: 3000 }) : setTimeout(warmModules, 500);
  const loaded = () => afterFirstPaint(warm);
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
} else {
  void appModules.clientApp.load().then(({ renderApp }) => renderApp(container));
}
