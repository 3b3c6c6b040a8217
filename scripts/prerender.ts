/**
 * Writes static HTML for every route (dist/<path>.html), the 404.html files the server
 * answers unknown URLs with, sitemap.xml and robots.txt.
 * Runs after `vite build` (client) and `vite build --ssr` (dist-server/entry-server.js).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pagePaths } from '#contract/routes.ts';
import { FORM_SHELL_FILE, REVIEW_SHELL_FILE, STYLES_SLOT, demoShellFile, fillShell, splitHead } from '../server/kit/pageShell.ts';
import type { PrerenderRoute } from '../src/config/prerender.ts';
import { WARM_MODULES_META } from '../src/islands/ids.ts';
import { pageModules, type IslandTiming } from './islands/pageModules.ts';
import { cli } from './cli.ts';

cli(import.meta.filename, {}); // no options; -h prints the header above

interface ServerEntry {
  render(url: string): Promise<{ html: string; styles: string; islands: string[] }>;
  prerenderRoutes: PrerenderRoute[];
  notFoundRoutes: PrerenderRoute[];
  sitemapRoutes: PrerenderRoute[];
  shellRoutes: PrerenderRoute[];
  /** Every island's definition by name (src/allIslands.ts). */
  islands: Record<string, IslandTiming>;
  /** The consultation form's page, which the server re-renders after a post without JavaScript. */
  consultationPath: string;
  /** The client review page, which only the server renders (with the review its link reaches). */
  reviewPath: string;
  /** The demo contact pages, which the server re-renders after a post without JavaScript. */
  demoFormPaths: string[];
}

const root = path.resolve(import.meta.dirname, '..');
// PRERENDER_DIST / PRERENDER_SSR let the hydration check prerender a development build elsewhere.
const dist = path.resolve(root, process.env.PRERENDER_DIST ?? 'dist');
const ssrDir = path.resolve(root, process.env.PRERENDER_SSR ?? 'dist-server');
const siteUrl = (process.env.VITE_SITE_URL || 'https://www.lumenwebstudio.com').replace(/\/$/, '');

const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
const modulesFor = pageModules(dist, entry.islands);

async function writePage(route: PrerenderRoute, outFile: string | null, shellOnly = false) {
  const rendered = await entry.render(route.path);
  const { head, body: pageBody } = splitHead(rendered.html);
  // A shell keeps only the page's <head>: the browser renders the page itself.
  const body = shellOnly ? '' : pageBody;
  const styles = shellOnly ? '' : rendered.styles;
  if (!head.includes('<title>')) throw new Error(`${route.path}: the page rendered no <title>`);
  const unknown = rendered.islands.filter((name) => !entry.islands[name]);
  if (unknown.length) throw new Error(`${route.path}: islands no *.island.ts defines: ${unknown.join(', ')}`);
  const { preload, warm } = modulesFor(rendered.islands, shellOnly);
  const preloads = [
    ...preload.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...(warm.length ? [`<meta name="${WARM_MODULES_META}" content="${warm.map((file) => `/${file}`).join(' ')}">`] : []),
  ].join('');
  // The core file of every web font the page's CSS uses (Inter; a demo's display face): preloaded, so
  // it is usually there for the first paint (font-display swap over a metric-matched fallback when it
  // is not). The whole latin file stays unpreloaded: a page fetches it only for a rarer character (scripts/fonts).
  const fontUrls = [...new Set([...rendered.styles.matchAll(/url\('([^']+-core-[^']+\.woff2)'\)/g)].map((match) => match[1] ?? ''))];
  const font = fontUrls.map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`).join('');
  const shell = template.replace('<!--app-head-->', () => `${head}${font}${preloads}${STYLES_SLOT}`);
  if (outFile) {
    const target = path.join(dist, outFile);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, fillShell(shell, { styles, body }));
  }
  // The server renders these pages itself: the form's after a post (server/kit/ssrPage.ts), the review always (server/review).
  if (route.path === entry.consultationPath) await writeFile(path.join(ssrDir, FORM_SHELL_FILE), shell);
  if (route.path === entry.reviewPath) await writeFile(path.join(ssrDir, REVIEW_SHELL_FILE), shell);
  if (entry.demoFormPaths.includes(route.path)) await writeFile(path.join(ssrDir, demoShellFile(route.path)), shell);
}

const htmlFileFor = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}.html`);
const notFoundFileFor = (url: string) =>
  url === pagePaths.notFound ? '404.html' : path.posix.join(path.posix.dirname(url).slice(1), '404.html');

const started = performance.now();
for (const route of entry.prerenderRoutes) await writePage(route, htmlFileFor(route.path));
for (const route of entry.notFoundRoutes) await writePage(route, notFoundFileFor(route.path));
for (const route of entry.shellRoutes) await writePage(route, htmlFileFor(route.path), true);
await writePage({ path: entry.reviewPath }, null, true);

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entry.sitemapRoutes.map((route) => `  <url><loc>${siteUrl}${route.path}</loc></url>`).join('\n')}
</urlset>
`;
await writeFile(path.join(dist, 'sitemap.xml'), sitemap);
// The staff area and the Storybook (sample leads, staff screens) stay out of search engines; both
// also say noindex themselves (a meta tag, an X-Robots-Tag header).
await writeFile(
  path.join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /studio\nDisallow: /storybook/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
);
console.log(
  `prerendered ${entry.prerenderRoutes.length} pages and ${entry.notFoundRoutes.length} not-found pages in ${Math.round(performance.now() - started)} ms`,
);
