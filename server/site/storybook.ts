/**
 * The published Storybook (the design workspace) under a sub-path, /storybook/ by default
 * (STORYBOOK_PATH; "off" turns it off). Files come from storybook-static/ (`npm run
 * build-storybook`) through the site's own static module, so paths are vetted the same way and
 * compression and validators are identical. Only here does the CSP allow what Storybook needs:
 * its inline bootstrap scripts, framing its own preview iframe and MSW's service worker.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { createStaticApp } from '../http/static.ts';

export interface StorybookOptions {
  /** Where it is published, e.g. '/storybook' (no trailing slash). */
  mountPath: string;
  /** The static build, storybook-static/. */
  dir: string;
  /** The site's security headers; CSP and X-Frame-Options are replaced, the rest kept. */
  siteHeaders: Readonly<Record<string, string>>;
}

/** Storybook's manager and preview bootstrap with inline scripts; its preview runs in a same-origin frame. */
export function buildStorybookCsp(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function storybookHeaderValues(siteHeaders: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  // Sample leads and the staff screens are for designers, not for search engines.
  return {
    ...siteHeaders,
    'Content-Security-Policy': buildStorybookCsp(),
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Robots-Tag': 'noindex, nofollow',
  };
}

/** Set by `npm start` (scripts/start.ts) while it builds the Storybook after the site is up. */
export const storybookBuild = { inProgress: false };
const BUILDING =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">' +
  '<meta http-equiv="refresh" content="15"><title>Storybook is being built</title></head><body><h1>Storybook is being built</h1>' +
  '<p>npm start builds it after the site is up; this page reloads every 15 seconds until it is ready.</p></body></html>';

const NOT_BUILT = 'Storybook is not built on this server: run `npm run build-storybook` (npm start does it), then reload.';

/** True for the paths the Storybook owns: the mount path itself and everything below it. */
export function ownsPath(mountPath: string, path: string): boolean {
  return path === mountPath || path.startsWith(`${mountPath}/`);
}

export function createStorybookApp({ mountPath, dir, siteHeaders }: StorybookOptions): Hono {
  const headers = storybookHeaderValues(siteHeaders);
  const files = createStaticApp(dir);

  const app = new Hono();
  // Only the Storybook's own paths (the app is mounted at the site's root).
  const withHeaders: MiddlewareHandler = async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) {
      // A private answer (the redirect of a URL with a review token, http/static.ts) keeps its no-referrer.
      if (name === 'Referrer-Policy' && c.res.headers.get(name) === 'no-referrer') continue;
      c.res.headers.set(name, value);
    }
  };
  app.use(mountPath, withHeaders);
  app.use(`${mountPath}/*`, withHeaders);
  // Without the slash, the build's relative URLs (./iframe.html, ./assets/…) would resolve
  // against the parent path.
  app.all(mountPath, (c) => c.redirect(`${mountPath}/${new URL(c.req.url).search}`, 301));
  app.all(`${mountPath}/*`, async (c) => {
    if (storybookBuild.inProgress) return c.html(BUILDING, 503, { 'Retry-After': '15', 'Cache-Control': 'no-store' });
    const url = new URL(c.req.url);
    url.pathname = url.pathname.slice(mountPath.length) || '/';
    const res = await files.fetch(new Request(url, c.req.raw));
    const out = new Response(res.body, res);
    const location = out.headers.get('Location');
    if (location?.startsWith('/')) out.headers.set('Location', `${mountPath}${location === '/' ? '/' : location}`);
    // A rebuild replaces index.json and iframe.html together: never serve a stale copy of either.
    if (!url.pathname.startsWith('/assets/') && out.headers.get('Cache-Control') !== 'no-store')
      out.headers.set('Cache-Control', 'no-cache');
    if (res.status === 404 && url.pathname === '/') return c.text(NOT_BUILT, 404);
    return out;
  });
  return app;
}
