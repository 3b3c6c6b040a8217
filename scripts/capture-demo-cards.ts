/**
 * Screenshots each demo's home page for the Package Examples cards and writes optimized WebP
 * files to each demo's folder, src/demos/<demo>/assets/card.webp (commit them).
 *
 *   npm run capture:demo-cards                 build the client to a temp dir, serve it, capture
 *   npm run capture:demo-cards -- --dist dist  capture from an existing build instead
 *
 * The site is served by `vite preview`; Debian's Chromium takes 1280x800 screenshots that sharp
 * scales to 800x500 WebP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { demoList } from '../src/demos/registry.ts';
import { cli } from './cli.ts';

const root = path.resolve(import.meta.dirname, '..');
const vite = path.join(root, 'node_modules/.bin/vite');

const VIEWPORT = { width: 1280, height: 800 } as const;
const CARD = { width: 800, height: 500, quality: 72 } as const;

/** Card file (in the demo's folder, as src/content/demoCards.ts imports it) and the demo home it shows. */
const demos = demoList.map((demo) => ({ file: path.join(root, 'src/demos', demo.id, 'assets/card.webp'), path: demo.base }));

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms`);
}

async function main() {
  const givenDist = cli(import.meta.filename, { dist: { type: 'string' } }).values.dist;
  const tempDir = givenDist ? undefined : await mkdtemp(path.join(tmpdir(), 'demo-cards-'));
  const distDir = givenDist ? path.resolve(root, givenDist) : path.join(tempDir!, 'dist');
  let preview: ChildProcess | undefined;
  try {
    if (tempDir) {
      console.log(`Building the site into ${distDir}`);
      await run(vite, ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn']);
    } else {
      await stat(path.join(distDir, 'index.html'));
    }

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    preview = spawn(vite, ['preview', '--outDir', distDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForServer(`${base}/`, preview);

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, reducedMotion: 'reduce' });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
      for (const demo of demos) {
        await page.goto(`${base}${demo.path}`, { waitUntil: 'networkidle' });
        await page.evaluate(async () => {
          await document.fonts.ready;
          const images = [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight);
          await Promise.all(images.map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))));
        });
        const png = await page.screenshot({ type: 'png' });
        const info = await sharp(png)
          .resize(CARD.width, CARD.height, { fit: 'cover', position: 'top', kernel: 'lanczos3' })
          .webp({ quality: CARD.quality, effort: 6, smartSubsample: true })
          .toFile(demo.file);
        console.log(`${path.relative(root, demo.file)}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} kB`);
      }
      await context.close();
    } finally {
      await browser.close();
    }
  } finally {
    preview?.kill('SIGTERM');
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  }
}

await main();
