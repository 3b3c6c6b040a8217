/**
 * `npm run lighthouse`: Lighthouse (performance only) on every prerendered route of a running
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
 *                     brotli/gzip, like a static host, and add its `/` and `/services/` as references
 *                     (labels <dir name> and <dir name>-services), before any --ref
 *   --runs N          runs per URL (default 3); every number is the median of its own metric
 *   --desktop         Lighthouse's desktop preset (default: mobile, simulated throttling)
 *   --out DIR         where each run's full Lighthouse JSON and summary.md go (default: a temp dir)
 *
 * Runs go round-robin (run 1 of every URL, then run 2, ...) so a slow phase of a shared machine
 * is spread over all URLs; every run gets a fresh Debian Chromium (flags from chromium.ts).
 *
 * Goal (issue 13), per route against the first reference: mobile — performance ≥ the reference's,
 * TBT ≤ reference + 50 ms, LCP ≤ 1.05 × reference, CLS 0; desktop — performance 100 and CLS 0.
 * Also printed: main-thread scripting (`bootup-time`) on home against its 300 ms goal (mobile).
 * Exits 1 when a route fails the goal or has no usable run.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { speedCli } from './cli.ts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { startServer } from '../tests/e2e/serverProcess.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');

/** Goal thresholds of issue 13. */
const GOAL = { tbtSlackMs: 50, lcpRatio: 1.05, homeBootupMs: 300, desktopPerf: 100 };

interface Target {
  label: string;
  url: string;
  reference: boolean;
}

interface Metrics {
  perf: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKB: number;
  bootup: number;
  bench: number;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const { opts, runs } = speedCli(import.meta.filename, 3, {
  routes: { type: 'string' },
  ref: { type: 'string', multiple: true, default: [] },
  'serve-ref': { type: 'string', multiple: true, default: [] },
  desktop: { type: 'boolean', default: false },
  out: { type: 'string' },
});
const formFactor = opts.desktop ? 'desktop' : 'mobile';
if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} not found: apt-get install chromium (or node scripts/ensure-test-env.ts), or set CHROMIUM_PATH`);

/** Route paths of the build: the sitemap's (pathnames only), else every dist/**.html page. */
function builtRoutes(): string[] {
  const sitemap = path.join(DIST, 'sitemap.xml');
  if (existsSync(sitemap)) {
    const locs = [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
    if (locs.length) return locs;
  }
  if (!existsSync(DIST)) throw new Error('dist/ is missing: run `npm run build` first (or pass --routes)');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return name === 'assets' ? [] : walk(full);
      return name.endsWith('.html') && name !== '404.html' ? [full] : [];
    });
  return walk(DIST).map((file) => {
    const rel = path.relative(DIST, file).replace(/\.html$/, '');
    return rel === 'index' ? '/' : `/${rel}`;
  });
}

/** `node server/main.ts` on the built site, a free port and a throwaway data directory. */
async function startSite(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lighthouse-data-'));
  const server = await startServer({ PORT: '0', DATA_DIR: dataDir, STORYBOOK_PATH: 'off' });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/**
 * A static host for a reference folder: dir/index.html for `/x/`, x.html for `/x`, brotli or
 * gzip for text, long caching for everything but HTML. Bodies are compressed once at start, so
 * serving costs this process (which also runs Lighthouse) nothing.
 */
async function serveStatic(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`--serve-ref ${dir}: no index.html there`);
  const files = new Map<string, { type: string; raw: Buffer; br?: Buffer; gzip?: Buffer }>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const raw = readFileSync(full);
        const type = MIME[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
        const text = /^(text\/|application\/(json|xml)|image\/svg)/.test(type) && raw.length >= 1024;
        files.set(`/${path.relative(root, full).split(path.sep).join('/')}`, {
          type,
          raw,
          ...(text ? { br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) } : {}),
        });
      }
    }
  };
  walk(root);
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file =
      files.get(pathname.endsWith('/') ? `${pathname}index.html` : pathname) ?? files.get(`${pathname}.html`) ?? files.get(`${pathname}/index.html`);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = file.br && /\bbr\b/.test(accept) ? 'br' : file.gzip && /\bgzip\b/.test(accept) ? 'gzip' : undefined;
    const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.raw;
    res.writeHead(200, {
      'content-type': file.type,
      'content-length': String(body?.length ?? 0),
      'cache-control': file.type.startsWith('text/html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      ...(encoding ? { 'content-encoding': encoding, vary: 'Accept-Encoding' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function extract(lhr: LighthouseResult): Metrics {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = lhr.audits['resource-summary']?.details;
  const items = summary && 'items' in summary ? (summary.items as { resourceType?: string; transferSize?: number }[]) : [];
  const score = lhr.categories.performance?.score;
  return {
    perf: score == null ? NaN : score * 100,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKB: (items.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
    bootup: audit('bootup-time'),
    bench: lhr.environment.benchmarkIndex,
  };
}

function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

const fmt = (value: number, digits = 0) => (Number.isNaN(value) ? 'n/a' : value.toFixed(digits));
const clsIsZero = (cls: number) => Number(cls.toFixed(3)) === 0;

const cleanups: (() => Promise<void>)[] = [];
async function cleanup() {
  for (const fn of cleanups.splice(0).reverse()) await fn().catch(() => undefined);
}
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

async function main() {
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
    : builtRoutes();

  const references: Target[] = [];
  for (const dir of opts['serve-ref']) {
    const served = await serveStatic(dir);
    cleanups.push(served.close);
    const name = path.basename(path.resolve(dir));
    console.error(`serving ${dir} at ${served.url}`);
    references.push({ label: name, url: `${served.url}/`, reference: true });
    references.push({ label: `${name}-services`, url: `${served.url}/services/`, reference: true });
  }
  for (const ref of opts.ref) {
    const match = /^([^=\s]+)=(https?:\/\/.+)$/.exec(ref);
    references.push(match?.[1] && match[2] ? { label: match[1], url: match[2], reference: true } : { label: ref, url: ref, reference: true });
  }
  const targets: Target[] = [...references, ...routes.map((route) => ({ label: route, url: `${base}${route}`, reference: false }))];

  // Fail early on a site that is not there, instead of after minutes of Lighthouse errors.
  for (const target of targets) {
    const response = await fetch(target.url).catch((error: unknown) => {
      throw new Error(`${target.url} is not reachable (${String(error)}): start the site or pass --start`);
    });
    if (!response.ok) throw new Error(`${target.url} answered ${response.status}`);
  }

  const out = opts.out ?? (await mkdtemp(path.join(tmpdir(), `lighthouse-${formFactor}-`)));
  await mkdir(out, { recursive: true });
  const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS];
  const lhVersion = (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
  console.error(
    `lighthouse ${lhVersion}, node ${process.version}, ${formFactor} (simulated throttling), ${runs} run(s) × ${targets.length} URL(s), ${CHROMIUM_PATH}`,
  );

  /** One Lighthouse run in a fresh Chromium: its metrics, or why there are none. */
  const runOnce = async (target: Target, run: number): Promise<Metrics | string> => {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags, logLevel: 'silent' });
    try {
      const flags = { port: chrome.port, logLevel: 'error' as const, output: 'json' as const, onlyCategories: ['performance'] };
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

  const perRun = new Map<Target, Metrics[]>(targets.map((t) => [t, []]));
  for (let run = 1; run <= runs; run++) {
    for (const target of targets) {
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
        `  run ${run}/${runs} ${target.label}: perf ${fmt(m.perf)} LCP ${fmt(m.lcp)} TBT ${fmt(m.tbt)} CLS ${fmt(m.cls, 3)} JS ${fmt(m.jsKB)} KB bootup ${fmt(m.bootup)} ms (host benchmark ${fmt(m.bench)})`,
      );
    }
  }

  const medians = new Map<Target, Metrics & { ok: number }>();
  for (const [target, list] of perRun) {
    const of = (key: keyof Metrics) => median(list.map((m) => m[key]));
    medians.set(target, { perf: of('perf'), lcp: of('lcp'), tbt: of('tbt'), cls: of('cls'), jsKB: of('jsKB'), bootup: of('bootup'), bench: of('bench'), ok: list.length });
  }
  const firstRef = references[0];
  const ref = firstRef ? medians.get(firstRef) : undefined;

  const verdict = (target: Target, m: Metrics & { ok: number }): string => {
    if (target.reference) return target === firstRef ? 'reference' : 'ref';
    if (!m.ok) return 'FAIL (no run)';
    if (opts.desktop) {
      const misses = [m.perf < GOAL.desktopPerf && `perf<${GOAL.desktopPerf}`, !clsIsZero(m.cls) && 'CLS'].filter(Boolean);
      return misses.length ? `FAIL ${misses.join(' ')}` : 'PASS';
    }
    if (!ref) return clsIsZero(m.cls) ? '- (no ref)' : 'FAIL CLS';
    const misses = [
      m.perf < ref.perf && 'perf',
      m.tbt > ref.tbt + GOAL.tbtSlackMs && 'TBT',
      m.lcp > ref.lcp * GOAL.lcpRatio && 'LCP',
      !clsIsZero(m.cls) && 'CLS',
    ].filter(Boolean);
    return misses.length ? `FAIL ${misses.join(' ')}` : 'PASS';
  };

  const header = ['route', 'runs', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'bootup ms', 'LCP/ref', 'TBT-ref ms', 'goal'];
  const rows = targets.map((target) => {
    const m = medians.get(target) ?? { perf: NaN, lcp: NaN, tbt: NaN, cls: NaN, jsKB: NaN, bootup: NaN, bench: NaN, ok: 0 };
    const lcpRatio = ref ? m.lcp / ref.lcp : NaN;
    const tbtDiff = ref ? m.tbt - ref.tbt : NaN;
    return [
      target.label,
      `${m.ok}/${runs}`,
      fmt(m.perf),
      fmt(m.lcp),
      fmt(m.tbt),
      fmt(m.cls, 3),
      fmt(m.jsKB),
      fmt(m.bootup),
      fmt(lcpRatio, 2),
      Number.isNaN(tbtDiff) ? 'n/a' : `${tbtDiff > 0 ? '+' : ''}${tbtDiff.toFixed(0)}`,
      verdict(target, m),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const table = [line(header), `|${widths.map((w, i) => (i === 0 || i === widths.length - 1 ? '-'.repeat(w + 1) + '-' : '-'.repeat(w + 1) + ':')).join('|')}|`, ...rows.map(line)].join('\n');

  const home = targets.find((t) => !t.reference && t.label === '/');
  const homeBootup = home ? medians.get(home)?.bootup : undefined;
  const notes = [
    `${new Date().toISOString()} · Lighthouse ${lhVersion} · ${formFactor} preset, simulated throttling · median of ${runs} · host benchmark index ${fmt(median([...medians.values()].map((m) => m.bench)))}`,
    ref && firstRef
      ? `goal per route vs ${firstRef.label}: ${opts.desktop ? `perf ${GOAL.desktopPerf}, CLS 0` : `perf ≥ ${fmt(ref.perf)}, TBT ≤ ${fmt(ref.tbt + GOAL.tbtSlackMs)} ms, LCP ≤ ${fmt(ref.lcp * GOAL.lcpRatio)} ms, CLS 0`}`
      : opts.desktop
        ? `goal per route: perf ${GOAL.desktopPerf}, CLS 0`
        : 'no reference given (--ref / --serve-ref): only CLS is checked',
    homeBootup === undefined
      ? undefined
      : opts.desktop
        ? `home main-thread scripting (bootup-time): ${fmt(homeBootup)} ms (its ${GOAL.homeBootupMs} ms goal is for the mobile preset)`
        : `home main-thread scripting (bootup-time): ${fmt(homeBootup)} ms (goal ≤ ${GOAL.homeBootupMs} ms): ${homeBootup <= GOAL.homeBootupMs ? 'PASS' : 'FAIL'}`,
  ].filter(Boolean);

  console.log(`\n${table}\n\n${notes.join('\n')}`);
  await writeFile(path.join(out, `summary.${formFactor}.md`), `${notes.join('\n')}\n\n${table}\n`);
  console.log(`raw results: ${out}`);

  const failed = rows.filter((r) => (r.at(-1) ?? '').startsWith('FAIL'));
  if (failed.length) {
    console.error(`✗ ${failed.length} route(s) miss the goal: ${failed.map((r) => r[0]).join(', ')}`);
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
