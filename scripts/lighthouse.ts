/**
 * `npm run lighthouse`: Lighthouse (performance and SEO) on every prerendered route of a running
 * build and on reference pages, in one run, printed as one table (issue 13).
 *
 *   npm run lighthouse -- [options] [--ref LABEL=URL ...] [--serve-ref DIR]
 *
 *   --base URL        the running site (default http://127.0.0.1:8787; `npm run build` then
 *                     `node server/main.ts`)
 *   --start           start the site itself instead: `node server/main.ts` on the built dist/ on a
 *                     free port, with a throwaway DATA_DIR; stopped at the end
 *   --routes A,B      only these routes (default: every page in dist/sitemap.xml, which has the
 *                     studio's pages and every demo page)
 *   --ref LABEL=URL   a reference page, measured in the same run (repeatable). The FIRST reference
 *                     is the yardstick of the goal columns.
 *   --serve-ref DIR   serve a static folder (e.g. ../shared/anchors/astrowind) on 127.0.0.1 with
 *                     brotli/gzip, like a static host (a precompressed copy through the server's static
 *                     module), and add its `/` and `/services` as references (labels <dir name> and
 *                     <dir name>-services), before any --ref
 *   --runs N          runs per URL (default 3); every number is the median of its own metric
 *   --desktop         Lighthouse's desktop preset (default: mobile, simulated throttling)
 *   --out DIR         where each run's full Lighthouse JSON and summary.md go (default: a temp dir)
 *
 * Runs go round-robin (run 1 of every URL, then run 2, ...) so a slow phase of a shared machine
 * is spread over all URLs; every run gets a fresh Debian Chromium (flags from chromium.ts).
 *
 * Goal (issues 13 and 28), per route against the first reference: mobile — performance ≥ the reference's,
 * TBT ≤ reference + 50 ms, LCP ≤ 0.8 × reference, SEO 100, CLS 0; desktop — performance 100, SEO 100 and CLS 0.
 * Also printed: main-thread scripting (`bootup-time`) on home against its 300 ms goal (mobile).
 * Exits 1 when a route fails the goal or has no usable run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { speedCli } from './cli.ts';
import { extract, fmt, medians, report, type Medians, type Metrics, type Target } from './lighthouse/report.ts';
import { builtRoutes, serveFolder, startSite } from './lighthouse/sites.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

const { opts, runs } = speedCli(import.meta.filename, 3, {
  routes: { type: 'string' },
  ref: { type: 'string', multiple: true, default: [] },
  'serve-ref': { type: 'string', multiple: true, default: [] },
  desktop: { type: 'boolean', default: false },
  out: { type: 'string' },
});
const formFactor = opts.desktop ? 'desktop' : 'mobile';
if (!existsSync(CHROMIUM_PATH))
  throw new Error(`${CHROMIUM_PATH} not found: apt-get install chromium (or node scripts/ensure-test-env.ts), or set CHROMIUM_PATH`);

const cleanups: (() => Promise<void>)[] = [];
async function cleanup() {
  for (const fn of cleanups.splice(0).reverse()) await fn().catch(() => undefined);
}
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

/** The references (served folders first, then --ref URLs) and the routes, in the order they are measured. */
async function targets(): Promise<Target[]> {
  let base = opts.base.replace(/\/$/, '');
  if (opts.start) {
    const site = await startSite();
    cleanups.push(site.stop);
    base = site.url.replace(/\/$/, '');
    console.error(`started the site at ${base}`);
  }
  const routes = opts.routes
    ? opts.routes
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean)
    : builtRoutes(path.join(ROOT, 'dist'));
  const references: Target[] = [];
  for (const dir of opts['serve-ref']) {
    const served = await serveFolder(dir);
    cleanups.push(served.stop);
    const name = path.basename(path.resolve(dir));
    console.error(`serving ${dir} at ${served.url}`);
    // `/services`, not `/services/`: the static module redirects to the slashless URL.
    references.push(
      { label: name, url: `${served.url}/`, reference: true },
      { label: `${name}-services`, url: `${served.url}/services`, reference: true },
    );
  }
  for (const ref of opts.ref) {
    const match = /^([^=\s]+)=(https?:\/\/.+)$/.exec(ref);
    references.push(
      match?.[1] && match[2] ? { label: match[1], url: match[2], reference: true } : { label: ref, url: ref, reference: true },
    );
  }
  return [...references, ...routes.map((route) => ({ label: route, url: `${base}${route}`, reference: false }))];
}

async function main() {
  const all = await targets();
  // Fail early on a site that is not there, instead of after minutes of Lighthouse errors.
  for (const target of all) {
    const response = await fetch(target.url).catch((error: unknown) => {
      throw new Error(`${target.url} is not reachable (${String(error)}): start the site or pass --start`);
    });
    if (!response.ok) throw new Error(`${target.url} answered ${response.status}`);
  }

  const out = opts.out ?? (await mkdtemp(path.join(tmpdir(), `lighthouse-${formFactor}-`)));
  await mkdir(out, { recursive: true });
  const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS];
  const lhVersion = (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string })
    .version;
  console.error(
    `lighthouse ${lhVersion}, node ${process.version}, ${formFactor} (simulated throttling), ${runs} run(s) × ${all.length} URL(s), ${CHROMIUM_PATH}`,
  );

  /** One Lighthouse run in a fresh Chromium: its metrics, or why there are none. */
  const runOnce = async (target: Target, run: number): Promise<Metrics | string> => {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags, logLevel: 'silent' });
    try {
      const flags = { port: chrome.port, logLevel: 'error' as const, output: 'json' as const, onlyCategories: ['performance', 'seo'] };
      const result = await lighthouse(target.url, flags, opts.desktop ? desktopConfig : undefined);
      if (!result) return 'no result';
      const { lhr } = result;
      const safe = target.label.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_/, '') || 'home';
      await writeFile(path.join(out, `${target.reference ? 'ref-' : ''}${safe}.${formFactor}.run${run}.json`), JSON.stringify(lhr));
      const m = extract(lhr);
      if (Number.isNaN(m.perf)) return lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no performance score';
      return m;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    } finally {
      chrome.kill();
    }
  };

  // Round-robin: run 1 of every URL, then run 2, ...
  const perRun = new Map<Target, Metrics[]>(all.map((t) => [t, []]));
  for (let run = 1; run <= runs; run++) {
    for (const target of all) {
      // A run without a score (e.g. Lighthouse's transient NO_NAVSTART) is tried once more.
      let m = await runOnce(target, run);
      if (typeof m === 'string') {
        console.error(`  run ${run}/${runs} ${target.label}: ${m}; trying again`);
        m = await runOnce(target, run);
      }
      if (typeof m === 'string') {
        console.error(`  run ${run}/${runs} ${target.label}: ${m}; left out of the medians`);
        continue;
      }
      perRun.get(target)?.push(m);
      console.error(
        `  run ${run}/${runs} ${target.label}: perf ${fmt(m.perf)} SEO ${fmt(m.seo)} LCP ${fmt(m.lcp)} TBT ${fmt(m.tbt)} CLS ${fmt(m.cls, 3)} JS ${fmt(m.jsKB)} KB bootup ${fmt(m.bootup)} ms (host benchmark ${fmt(m.bench)})`,
      );
    }
  }

  const results = new Map<Target, Medians>([...perRun].map(([target, list]) => [target, medians(list)]));
  const { table, notes, failed } = report({ targets: all, results, runs, desktop: opts.desktop, lhVersion });
  console.log(`\n${table}\n\n${notes.join('\n')}`);
  await writeFile(path.join(out, `summary.${formFactor}.md`), `${notes.join('\n')}\n\n${table}\n`);
  console.log(`raw results: ${out}`);
  if (failed.length) {
    console.error(`✗ ${failed.length} route(s) miss the goal: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await cleanup();
}
