/**
 * Hydration check with React's development build, which reports attribute mismatches that the
 * production build silently ignores: builds and prerenders the site in development mode into
 * .hydration-check/, serves it with the production server, opens every prerendered URL in
 * Chromium and fails on any console error or warning.
 */
import { execSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { pagePaths } from '#contract/routes.ts';
import { HEADLESS_SHELL_ARGS, HEADLESS_SHELL_PATH } from '../chromium.ts';
import { startServer } from '../tests/e2e/serverProcess.ts';
import { cli } from './cli.ts';

cli(import.meta.filename, {}); // no options; -h prints the header above

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.hydration-check');
const dist = path.join(out, 'dist');
const env = { ...process.env, NODE_ENV: 'development', PRERENDER_DIST: dist, PRERENDER_SSR: path.join(out, 'server') };

const run = (command: string) => execSync(command, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
run(`vite build --mode development --outDir ${dist} --emptyOutDir`);
run(`vite build --mode development --ssr src/entry-server.tsx --outDir ${env.PRERENDER_SSR} --emptyOutDir`);
run('node scripts/prerender.ts');
// Every island's definition, from the SSR bundle just built (src/allIslands.ts).
const { islands } = (await import(pathToFileURL(path.join(env.PRERENDER_SSR ?? '', 'entry-server.js')).href)) as {
  islands: Record<string, { when: string }>;
};

function urls(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : urls(full);
    if (!name.endsWith('.html')) return [];
    const rel = path.relative(dist, full).replace(/\.html$/, '');
    // A 404.html is served for unknown URLs below its folder.
    if (path.basename(rel) === '404') return [`/${path.dirname(rel) === '.' ? '' : `${path.dirname(rel)}/`}no-such-page`];
    return [rel === 'index' ? '/' : `/${rel}`];
  });
}

const pages = [...urls(dist), `${pagePaths.getStarted}?plan=standard-monthly`];
/** Pages checked at once. */
const TABS = 3;
// The server's DATA_DIR, removed once it has stopped (and its PostgreSQL with it).
const dataDir = await mkdtemp(path.join(tmpdir(), 'hydration-'));
const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
const server = await startServer({ PORT: '4330', DIST_DIR: dist, SSR_DIR: env.PRERENDER_SSR, DATA_DIR: dataDir }).catch(
  async (err: unknown) => {
    await removeDataDir();
    throw err;
  },
);
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: HEADLESS_SHELL_ARGS }).catch(async (err: unknown) => {
  await server.stop();
  await removeDataDir();
  throw err;
});
const problems: string[] = [];
const companions = Object.entries(islands)
  .filter(([, island]) => island.when === 'others')
  .map(([name]) => name);

/** Opens one URL, brings every island into hydration, and records its console errors and warnings. */
async function check(url: string): Promise<void> {
  const page = await browser.newPage();
  page.on('console', (message) => {
    const text = message.text();
    const expected404 = url.endsWith('no-such-page') && text.includes('status of 404');
    if ((message.type() === 'error' || message.type() === 'warning') && !expected404) problems.push(`${url}: ${text.slice(0, 300)}`);
  });
  page.on('pageerror', (error) => problems.push(`${url}: ${error.message}`));
  await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
  // Islands hydrate at load, when idle or when visible: scroll through the page, then wait for
  // every island but the companions (toasts), which hydrate only with another island.
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
    window.scrollTo(0, 1);
    await pause();
    // Each island in view for a moment (a `visible` one hydrates then), the last scroll included.
    for (const island of document.querySelectorAll('[data-island]')) {
      island.firstElementChild?.scrollIntoView({ block: 'center' });
      await pause();
    }
  });
  await page
    .waitForFunction(
      (names) => {
        const all = [...document.querySelectorAll<HTMLElement>('[data-island]')];
        const leading = all.filter((island) => !names.includes(island.dataset.island ?? ''));
        return (
          leading.every((island) => island.dataset.hydrated) && (leading.length === 0 || all.every((island) => island.dataset.hydrated))
        );
      },
      companions,
      { timeout: 30_000 },
    )
    .catch(async () => {
      const waiting = await page.$$eval('[data-island]:not([data-hydrated])', (all) =>
        all.map((island) => island.getAttribute('data-island')),
      );
      problems.push(`${url}: islands not hydrated within 30 s: ${waiting.join(', ')}`);
    });
  await page.waitForTimeout(300);
  await page.close();
}

/**
 * The form page as the server re-renders it after an invalid post without JavaScript (422): a
 * native submit (no submit event, so React stays out of it) posts the fields as a browser would.
 * That the values survive this hydration is tests/e2e/hydration.spec.ts's check (production build);
 * here, that React's development build reports nothing about it.
 */
async function checkRerendered(): Promise<void> {
  const page = await browser.newPage();
  page.on('console', (message) => {
    const text = message.text();
    const expected422 = text.includes('status of 422');
    if ((message.type() === 'error' || message.type() === 'warning') && !expected422)
      problems.push(`POST /get-started: ${text.slice(0, 300)}`);
  });
  page.on('pageerror', (error) => problems.push(`POST /get-started: ${error.message}`));
  await page.goto(`${server.url}${pagePaths.getStarted}`, { waitUntil: 'networkidle' });
  await page.locator('input[name="name"]').fill('Ada <Lovelace> & "Co" $&');
  await page.locator('input[name="email"]').fill('ada@example');
  await page.locator('select[name="service"]').selectOption('custom');
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && response.status() === 422),
    page.locator('form').evaluate((form: HTMLFormElement) => form.submit()),
  ]);
  await page.locator('form[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForTimeout(300);
  await page.close();
}

// A few tabs at once: most of a page's time is the pauses above, not work.
const queue = [...pages];
const tab = async () => {
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) await check(url);
};
try {
  await Promise.all([...Array.from({ length: TABS }, tab), checkRerendered()]);
} finally {
  await browser.close();
  await server.stop();
  await removeDataDir();
}

const checked = `${pages.length} URLs and the re-rendered form page checked with React's development build`;
if (problems.length) {
  console.error(`✗ hydration check: ${problems.length} console problems\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`✓ hydration check: no mismatches or console warnings (${checked})`);
