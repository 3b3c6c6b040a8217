/** What `npm run lighthouse` measures: the build's routes, the site started for the run, reference folders served. */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createStaticApp } from '../../server/http/static.ts';
import { startServer } from '../../tests/e2e/serverProcess.ts';
import { precompress } from '../precompress.ts';

export interface Site {
  url: string;
  stop: () => Promise<void>;
}

/** Route paths of the build in `dist`: the sitemap's (pathnames only), else every dist/**.html page. */
export function builtRoutes(dist: string): string[] {
  const sitemap = path.join(dist, 'sitemap.xml');
  if (existsSync(sitemap)) {
    const locs = [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
    if (locs.length) return locs;
  }
  if (!existsSync(dist)) throw new Error('dist/ is missing: run `npm run build` first (or pass --routes)');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return name === 'assets' ? [] : walk(full);
      return name.endsWith('.html') && name !== '404.html' ? [full] : [];
    });
  return walk(dist).map((file) => {
    const rel = path.relative(dist, file).replace(/\.html$/, '');
    return rel === 'index' ? '/' : `/${rel}`;
  });
}

/** `node server/main.ts` on the built site, a free port and a throwaway data directory. */
export async function startSite(): Promise<Site> {
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

/**
 * A reference folder served like a static host, on 127.0.0.1: a copy with brotli and gzip files
 * beside its text (scripts/precompress.ts) through the site's own static module (server/http/static.ts),
 * so serving costs this process (which also runs Lighthouse) next to nothing.
 */
export async function serveFolder(dir: string): Promise<Site> {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`--serve-ref ${dir}: no index.html there`);
  const copy = await mkdtemp(path.join(tmpdir(), 'lighthouse-ref-'));
  await cp(root, copy, { recursive: true });
  precompress(copy);
  const app = createStaticApp(copy);
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve({ server, port: info.port }));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(copy, { recursive: true, force: true });
    },
  };
}
