/**
 * Initial JavaScript per prerendered route: every module script plus every modulepreloaded
 * chunk in the route's HTML, compressed as gzip (level 9) and brotli; and the JS a page with
 * page's islands fetch once it has loaded (its <meta name="island-modules">: the forms' modules).
 * Budgets (gzip): the home route ≤ HOME_BUDGET_KB; every other content route (every prerendered
 * page, not-found pages included, except NOT_CONTENT_ROUTES) ≤ CONTENT_BUDGET_KB (issue 13).
 * And the fonts a page preloads, together ≤ FONTS_BUDGET_KB as stored (issue 28).
 * Fails naming each route over its budget. Run after `npm run build`.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pagePaths } from '#contract/routes.ts';
import { cli } from './cli.ts';

cli(import.meta.filename, {}); // no options; -h prints the header above

const HOME_BUDGET_KB = 100;
const CONTENT_BUDGET_KB = 70;
/** Pages that are applications rather than content: no content-route budget. */
const NOT_CONTENT_ROUTES = [pagePaths.getStarted, pagePaths.studio, '/demo/one-time/contact', '/demo/standard/contact'];
/**
 * The font files a page preloads (core subsets: scripts/fonts; woff2 is compressed already), together.
 * A demo's display face comes on a new connection while Inter takes the page's own; on Lighthouse's
 * slow phone, past about 41 KB for both the display face needs one more round trip, and the simulated
 * LCP a step more: the café's home went 1,354 → 1,204 ms when its fonts went 45.9 → 33.6 KB, the
 * landscaper's 1,355 → 1,205 ms at 41.9 → 40.7 KB (`npm run lighthouse`).
 */
const FONTS_BUDGET_KB = 41;
const dist = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

function routeOf(file: string): string {
  const rel = path.relative(dist, file).replace(/\.html$/, '');
  return rel === 'index' ? '/' : `/${rel}`;
}

const sizes = new Map<string, { gzip: number; brotli: number }>();
function sizeOf(asset: string) {
  let size = sizes.get(asset);
  if (!size) {
    const bytes = readFileSync(path.join(dist, asset));
    size = {
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(asset, size);
  }
  return size;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows: { route: string; files: number; gzip: number; brotli: number; idle: number; fonts: string[]; fontBytes: number }[] = [];
const gzipOf = (files: string[]) => files.map(sizeOf).reduce((sum, size) => sum + size.gzip, 0);
for (const file of htmlFiles(dist).sort()) {
  const html = readFileSync(file, 'utf8');
  const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const unique = [...new Set(scripts)];
  const total = unique.map(sizeOf).reduce((a, b) => ({ gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { gzip: 0, brotli: 0 });
  const warm = /<meta name="island-modules" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const idle = warm
    .split(' ')
    .filter(Boolean)
    .map((href) => href.slice(1));
  const fonts = [...html.matchAll(/<link rel="preload" href="\/([^"]+\.woff2)"/g)].map((match) => match[1] ?? '');
  const fontBytes = fonts.reduce((sum, font) => sum + statSync(path.join(dist, font)).size, 0);
  rows.push({ route: routeOf(file), files: unique.length, ...total, idle: gzipOf([...new Set(idle)]), fonts, fontBytes });
}

const budgetOf = (route: string) => (route === '/' ? HOME_BUDGET_KB : NOT_CONTENT_ROUTES.includes(route) ? undefined : CONTENT_BUDGET_KB);
const over = rows.filter((row) => {
  const budget = budgetOf(row.route);
  return budget !== undefined && row.gzip > budget * 1024;
});

console.log(
  `${'route'.padEnd(40)} ${'files'.padStart(5)} ${'initial gzip kB'.padStart(15)} ${'br kB'.padStart(7)} ${'after load gzip kB'.padStart(18)}  budget gzip kB`,
);
for (const row of rows) {
  const budget = budgetOf(row.route);
  const verdict = budget === undefined ? '-' : `${String(budget).padStart(3)} ${row.gzip > budget * 1024 ? '✗ over' : '✓'}`;
  console.log(
    `${row.route.padEnd(40)} ${String(row.files).padStart(5)} ${kb(row.gzip).padStart(15)} ${kb(row.brotli).padStart(7)} ${(row.idle ? kb(row.idle) : '-').padStart(18)}  ${verdict}`,
  );
}
const allJs = [...new Set(rows.length ? readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js')) : [])];
const everything = allJs.map((f) => sizeOf(`assets/${f}`)).reduce((a, b) => a + b.gzip, 0);
console.log(`\nall JS chunks: ${allJs.length} files, ${kb(everything)} kB gzip`);

const home = rows.find((row) => row.route === '/');
if (!home) throw new Error('dist/index.html is missing: run npm run build first');
const missing = NOT_CONTENT_ROUTES.filter((route) => !rows.some((row) => row.route === route));
if (missing.length) console.warn(`note: NOT_CONTENT_ROUTES names pages the build does not have: ${missing.join(', ')}`);
const content = rows.filter((row) => row.route !== '/' && budgetOf(row.route) !== undefined);
const largest = content.reduce<(typeof rows)[number] | undefined>((max, row) => (!max || row.gzip > max.gzip ? row : max), undefined);
console.log(`home route initial JS: ${kb(home.gzip)} kB gzip (budget ${HOME_BUDGET_KB} kB)`);
if (largest) {
  console.log(
    `content routes (${content.length}) initial JS: at most ${kb(largest.gzip)} kB gzip on ${largest.route} (budget ${CONTENT_BUDGET_KB} kB each)`,
  );
}
console.log(`no content budget: ${NOT_CONTENT_ROUTES.join(', ')}`);
const mostFonts = rows.reduce((max, row) => (row.fontBytes > max.fontBytes ? row : max), home);
console.log(`preloaded fonts: at most ${kb(mostFonts.fontBytes)} kB on ${mostFonts.route} (budget ${FONTS_BUDGET_KB} kB a page)`);
const heavy = rows.filter((row) => row.fontBytes > FONTS_BUDGET_KB * 1024);
for (const row of heavy)
  console.error(
    `✗ ${row.route}: preloaded fonts ${kb(row.fontBytes)} kB are over the ${FONTS_BUDGET_KB} kB budget (${row.fonts.join(', ')})`,
  );
if (over.length || heavy.length) {
  for (const row of over) {
    const budget = budgetOf(row.route) ?? 0;
    console.error(
      `✗ ${row.route}: initial JS ${kb(row.gzip)} kB gzip is over its ${budget} kB budget by ${kb(row.gzip - budget * 1024)} kB`,
    );
  }
  process.exit(1);
}
