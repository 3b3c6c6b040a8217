/**
 * Writes static HTML for every route (dist/<path>.html), the 404.html files the server
 * answers unknown URLs with, sitemap.xml and robots.txt.
 * Runs after `vite build` (client) and `vite build --ssr` (dist-server/entry-server.js).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FORM_SHELL_FILE, STYLES_SLOT, fillShell, splitHead } from '../server/form/template.ts';
import type { PrerenderRoute } from '../src/config/prerender.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

interface ServerEntry {
  render(url: string): Promise<{ html: string; styles: string }>;
  prerenderRoutes: PrerenderRoute[];
  notFoundRoutes: PrerenderRoute[];
  siteRoutes: PrerenderRoute[];
  shellRoutes: PrerenderRoute[];
  interLatinUrl: string;
  /** The consultation form's page, which the server re-renders after a post without JavaScript. */
  consultationPath: string;
}

const root = path.resolve(import.meta.dirname, '..');
// PRERENDER_DIST / PRERENDER_SSR let the hydration check prerender a development build elsewhere.
const dist = path.resolve(root, process.env.PRERENDER_DIST ?? 'dist');
const ssrDir = path.resolve(root, process.env.PRERENDER_SSR ?? 'dist-server');
const siteUrl = (process.env.VITE_SITE_URL || 'https://www.lumenwebstudio.com').replace(/\/$/, '');

const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);

/** Files of a chunk and its static imports, in manifest order. */
function chunkFiles(key: string | undefined, into = new Set<string>()): Set<string> {
  const chunk = key ? manifest[key] : undefined;
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  chunk.imports?.forEach((dep) => chunkFiles(dep, into));
  return into;
}

const entryFiles = chunkFiles(entryKey);

/**
 * JS a route needs at load (modulepreload: the entry's imports and the route's chunk) and JS it
 * loads when idle (prefetch: the chunk of a page whose hydration is deferred).
 */
function modulesFor(route: PrerenderRoute): { preload: string[]; prefetch: string[] } {
  if (!manifest[route.chunk]) throw new Error(`${route.path}: chunk ${route.chunk} is not in the client manifest`);
  const routeFiles = [...chunkFiles(route.chunk)].filter((file) => !entryFiles.has(file));
  const entryImports = [...entryFiles].filter((file) => file !== manifest[entryKey ?? '']?.file);
  return route.deferHydration
    ? { preload: entryImports, prefetch: routeFiles }
    : { preload: [...entryImports, ...routeFiles], prefetch: [] };
}

async function writePage(route: PrerenderRoute, outFile: string, shellOnly = false) {
  const rendered = await entry.render(route.path);
  const { head, body: pageBody } = splitHead(rendered.html);
  // A shell keeps only the page's <head>: the browser renders the page itself.
  const body = shellOnly ? '' : pageBody;
  const styles = shellOnly ? '' : rendered.styles;
  if (!head.includes('<title>')) throw new Error(`${route.path}: the page rendered no <title>`);
  const { preload, prefetch } = modulesFor(route);
  const preloads = [
    ...preload.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...prefetch.map((file) => `<link rel="prefetch" crossorigin href="/${file}">`),
  ].join('');
  const font = `<link rel="preload" href="${entry.interLatinUrl}" as="font" type="font/woff2" crossorigin>`;
  const shell = template.replace('<!--app-head-->', () => `${head}${font}${preloads}${STYLES_SLOT}`);
  const target = path.join(dist, outFile);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, fillShell(shell, { styles, body }));
  // The server's form handler renders this page again after a post (server/form/page.ts).
  if (route.path === entry.consultationPath) await writeFile(path.join(ssrDir, FORM_SHELL_FILE), shell);
}

const htmlFileFor = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}.html`);
const notFoundFileFor = (url: string) => (url === '/404' ? '404.html' : path.posix.join(path.posix.dirname(url).slice(1), '404.html'));

const started = performance.now();
for (const route of entry.prerenderRoutes) await writePage(route, htmlFileFor(route.path));
for (const route of entry.notFoundRoutes) await writePage(route, notFoundFileFor(route.path));
for (const route of entry.shellRoutes) await writePage(route, htmlFileFor(route.path), true);

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entry.siteRoutes.map((route) => `  <url><loc>${siteUrl}${route.path}</loc></url>`).join('\n')}
</urlset>
`;
await writeFile(path.join(dist, 'sitemap.xml'), sitemap);
await writeFile(path.join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
console.log(
  `prerendered ${entry.prerenderRoutes.length} pages and ${entry.notFoundRoutes.length} not-found pages in ${Math.round(performance.now() - started)} ms`,
);
