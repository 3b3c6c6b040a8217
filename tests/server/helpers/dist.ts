/** A tiny built-site stand-in for server tests. */
import fs from 'node:fs';
import path from 'node:path';
import { precompress } from '../../../scripts/precompress.ts';
import { tempDir } from './backends.ts';

export const BIG_TEXT = 'The quick brown fox jumps over the lazy dog. '.repeat(200);

export function makeDist(): string {
  const dir = tempDir('studio-dist');
  const files: Record<string, string> = {
    'index.html': `<!doctype html><title>Home</title><p>${BIG_TEXT}</p>`,
    '404.html': '<!doctype html><title>Not found</title><p>root-404</p>',
    'services.html': '<!doctype html><title>Services</title><p>services-page</p>',
    'demo/one-time.html': '<!doctype html><p>demo-one-time</p>',
    'demo/advanced/shop/oak-tray.html': '<!doctype html><p>oak-tray</p>',
    'demo/advanced/shop/404.html': '<!doctype html><p>shop-404</p>',
    'about/index.html': '<!doctype html><p>about-index</p>',
    'assets/app-abc123.js': `console.log(${JSON.stringify(BIG_TEXT)});`,
    'assets/app-abc123.css': 'body{color:red}',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.env': 'SECRET=dotfile-must-not-be-served',
    '.vite/manifest.json': '{"secret":"vite-manifest-must-not-be-served"}',
  };
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  // As `npm run build` leaves it: .br and .gz copies beside every text file of 1 KiB or more.
  precompress(dir);
  return dir;
}
