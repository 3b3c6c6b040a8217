/**
 * `npm run bench:navigation`: how long moving between pages takes, as a person does it (issue 13:
 * "navigation stays instant"), in Chromium against a running build.
 *
 *   npm run bench:navigation -- [--base URL | --start] [--runs N] [--cpu N] [--pairs FROM>TO,...]
 *
 *   --base URL    the running site (default http://127.0.0.1:8787)
 *   --start       start the site itself (`node server/main.ts` on dist/, free port, throwaway DATA_DIR)
 *   --runs N      runs per pair (default 7); the median, min and max are printed
 *   --cpu N       DevTools CPU slowdown (default 1; 4 is roughly Lighthouse's mobile)
 *   --pairs       FROM>TO pairs (default: PAIRS below); TO is a link in FROM's <header> (else anywhere on FROM)
 *
 * One run: a fresh browser context opens FROM and lets it settle (network idle, then a second for
 * deferred hydration), the mouse moves onto the header link to TO and rests there 100 ms (hover
 * prefetch gets its chance), then presses and releases. Measured: from the pointerdown event to
 * the animation frame in which a visible <h1> with a new text is first on the page (watched by a
 * MutationObserver installed at the start of every document; the URL must be TO), both taken in
 * the page as high-resolution epoch times (performance.timeOrigin), so one clock spans a
 * client-side swap and a full document load alike (the pointerdown time goes through
 * sessionStorage). The `nav` column says which it was: `client` when the old
 * document survived, `document` when a new one was loaded. Resolution: one frame (~16 ms).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { pagePaths } from '#contract/routes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { startServer } from '../tests/e2e/serverProcess.ts';
import { speedCli } from './cli.ts';

/** Default page pairs: the studio's header navigation and a demo site's. */
const PAIRS: [from: string, to: string][] = [
  [pagePaths.home, pagePaths.services],
  [pagePaths.services, pagePaths.packageExamples],
  [pagePaths.packageExamples, pagePaths.getStarted],
  [pagePaths.getStarted, pagePaths.home],
  ['/demo/one-time', '/demo/one-time/menu'],
  ['/demo/advanced', '/demo/advanced/shop'],
];
const HOVER_MS = 100;
const SETTLE_MS = 1000;
const VIEWPORT = { width: 1280, height: 900 };

const { opts, runs } = speedCli(import.meta.filename, 7, {
  cpu: { type: 'string', default: '1' },
  pairs: { type: 'string' },
});
const cpu = Number(opts.cpu);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
if (!(cpu >= 1)) throw new Error('--cpu must be ≥ 1');
if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} not found: apt-get install chromium, or set CHROMIUM_PATH`);
const pairs: [string, string][] = opts.pairs
  ? opts.pairs.split(',').map((pair) => {
      const [from, to] = pair.split('>').map((s) => s.trim());
      if (!from || !to) throw new Error(`--pairs: "${pair}" is not FROM>TO`);
      return [from, to];
    })
  : PAIRS;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
};

/**
 * Runs at the start of every document: records when a visible <h1> with a new text is first
 * there, at the animation frame after the DOM change (just before it is painted).
 * Timing is taken in the page, so it does not depend on how soon Playwright polls a new document.
 */
function WATCH_H1() {
  const w = window as unknown as { __benchH1?: { text: string; time: number } };
  let pending = false;
  const check = () => {
    pending = false;
    const h1 = document.querySelector('h1');
    if (!h1) return;
    const text = (h1.textContent ?? '').trim();
    const rect = h1.getBoundingClientRect();
    if (!text || rect.width === 0 || rect.height === 0 || getComputedStyle(h1).visibility === 'hidden') return;
    if (w.__benchH1?.text !== text) w.__benchH1 = { text, time: performance.timeOrigin + performance.now() };
  };
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(check);
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

interface Sample {
  ms: number;
  nav: 'client' | 'document';
}

async function measure(browser: Browser, base: string, from: string, to: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(WATCH_H1);
    const page = await context.newPage();
    if (cpu > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(`${base}${from}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const oldH1 = await page.evaluate(() => (window as unknown as { __benchH1?: { text: string } }).__benchH1?.text ?? '');

    const inHeader = page.locator(`header a[href="${to}"]`).filter({ visible: true }).first();
    const link = (await inHeader.count()) ? inHeader : page.locator(`a[href="${to}"]`).filter({ visible: true }).first();
    if (!(await link.count())) throw new Error(`${from}: no visible link to ${to}`);
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    if (!box) throw new Error(`${from}: the link to ${to} has no box`);

    await page.evaluate(() => {
      (window as unknown as { __benchSameDocument?: boolean }).__benchSameDocument = true;
      sessionStorage.removeItem('bench:pointerdown');
      addEventListener(
        'pointerdown',
        (event) => sessionStorage.setItem('bench:pointerdown', String(performance.timeOrigin + event.timeStamp)),
        { capture: true, once: true },
      );
    });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    await page.waitForTimeout(HOVER_MS);
    await page.mouse.down();
    await page.mouse.up();

    const done = await page.waitForFunction(
      ({ path, previous }) => {
        const seen = (window as unknown as { __benchH1?: { text: string; time: number } }).__benchH1;
        const here = location.pathname.replace(/\/$/, '') === path.replace(/\/$/, '');
        return here && seen && seen.text !== previous ? seen.time : false;
      },
      { path: to, previous: oldH1 },
      { polling: 'raf', timeout: 30_000 },
    );
    const end = (await done.jsonValue()) as number;
    const start = Number(await page.evaluate(() => sessionStorage.getItem('bench:pointerdown')));
    if (!start) throw new Error(`${from} → ${to}: the pointerdown was not recorded`);
    const same = await page.evaluate(() => (window as unknown as { __benchSameDocument?: boolean }).__benchSameDocument === true);
    return { ms: end - start, nav: same ? 'client' : 'document' };
  } finally {
    await context.close();
  }
}

const dataDir = opts.start ? await mkdtemp(path.join(tmpdir(), 'bench-navigation-')) : undefined;
const server = dataDir ? await startServer({ PORT: '0', DATA_DIR: dataDir, STORYBOOK_PATH: 'off' }) : undefined;
const base = (server?.url ?? opts.base).replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const reachable = await fetch(base).catch(() => undefined);
  if (!reachable?.ok) throw new Error(`${base} is not reachable: start the site (npm run build && node server/main.ts) or pass --start`);
  console.error(`${base}, Chromium ${browser.version()}, CPU slowdown ${cpu}x, ${runs} run(s) per pair, hover ${HOVER_MS} ms`);

  const rows: string[][] = [];
  for (const [from, to] of pairs) {
    const samples: Sample[] = [];
    try {
      for (let run = 0; run < runs; run++) samples.push(await measure(browser, base, from, to));
    } catch (error) {
      console.error(`  ${from} → ${to}: FAILED ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      rows.push([`${from} → ${to}`, 'failed', 'n/a', 'n/a', 'n/a']);
      process.exitCode = 1;
      continue;
    }
    const ms = samples.map((s) => s.ms);
    const navs = [...new Set(samples.map((s) => s.nav))].join('+');
    console.error(`  ${from} → ${to}: ${ms.map((v) => v.toFixed(0)).join(', ')} ms (${navs})`);
    rows.push([`${from} → ${to}`, navs, median(ms).toFixed(0), Math.min(...ms).toFixed(0), Math.max(...ms).toFixed(0)]);
  }

  const header = ['pair', 'nav', 'median ms', 'min ms', 'max ms'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  console.log(
    `\n${[line(header), rule, ...rows.map(line)].join('\n')}\n\nclick (pointerdown) to the new page's h1 visible, median of ${runs}, CPU ${cpu}x, ${new Date().toISOString()}`,
  );
} finally {
  await browser.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
