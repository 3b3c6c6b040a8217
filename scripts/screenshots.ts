/**
 * Full-page review screenshots of the built site at 375, 768 and 1280 px.
 * Usage: start the site (npm start), then
 *   node scripts/screenshots.ts [--base URL] [--out DIR] [PATH…]
 *   --base   the running site (default http://127.0.0.1:8787)
 *   --out    where the PNGs go (default test-results/screens)
 *   PATH…    pages to capture (default: every studio page and a missing one)
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright';
import { pagePaths } from '#contract/routes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { cli } from './cli.ts';

const { values, positionals } = cli(
  import.meta.filename,
  { base: { type: 'string', default: 'http://127.0.0.1:8787' }, out: { type: 'string', default: 'test-results/screens' } },
  true,
);
const { base: baseUrl, out: outDir } = values;
const { home, services, packageExamples, getStarted, thankYou } = pagePaths;
const paths = positionals.length ? positionals : [home, services, packageExamples, getStarted, thankYou, '/missing-page'];
const widths = [375, 768, 1280];

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const path of paths) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
      await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
    }
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`screenshots written to ${outDir}`);
