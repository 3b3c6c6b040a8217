/**
 * Full-page review screenshots of the built site at 375, 768 and 1280 px.
 * Usage: start the site (npm start), then `node scripts/screenshots.ts [baseUrl] [outDir] [paths…]`.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const [baseUrl = 'http://127.0.0.1:8787', outDir = 'test-results/screens', ...rest] = process.argv.slice(2);
const paths = rest.length ? rest : ['/', '/services', '/package-examples', '/get-started', '/thank-you', '/missing-page'];
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
