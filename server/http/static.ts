/**
 * A built site as static files (dist/; the Storybook and Lighthouse's reference folders too), on
 * @hono/node-server's serveStatic: the build's .br/.gz copies (scripts/precompress.ts) are sent as
 * they are, Hono's compress gzips a text file that has none. Around it: clean URLs
 * (/services -> services.html, /about -> about/index.html), the nearest 404.html, the slashless
 * canonical URL (a private 302 when the URL holds a review token), caching by kind (hashed assets
 * immutable, HTML revalidated), weak ETags and 304s.
 * Paths are decoded one segment at a time and any segment that could escape the root or name a
 * dotfile (.., .vite, .env) is refused before the filesystem is touched.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { hasToken, PRIVATE_HEADERS } from './token.ts';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_HTML = 'no-cache';
export const CACHE_SHORT = 'public, max-age=3600';
/** What is worth compressing, from what size: the build's copies and the on-the-fly gzip agree. */
export const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
export const MIN_COMPRESS_BYTES = 1024;

/** The guard's decoded path, and the file serveStatic sent. */
type Env = { Variables: { segments: string[]; file?: string } };

const stat = (file: string) => statSync(file, { throwIfNoEntry: false });
const isFile = (file: string) => stat(file)?.isFile() === true;

/**
 * Decodes the URL path per segment. 'bad' = undecodable; 'forbidden' = a segment that is empty
 * after decoding to a separator, is a dotfile/dot-directory (covers . and ..), or holds a NUL.
 */
export function decodeSegments(rawPath: string): string[] | 'bad' | 'forbidden' {
  const parts = rawPath.split('/').filter((p) => p !== '');
  const out: string[] = [];
  for (const part of parts) {
    let seg: string;
    try {
      seg = decodeURIComponent(part);
    } catch {
      return 'bad';
    }
    if (seg.startsWith('.') || /[/\\\0]/.test(seg)) return 'forbidden';
    out.push(seg);
  }
  return out;
}

/** Clean URLs: the exact file, else <path>.html for a path without extension; serveStatic adds <dir>/index.html. */
function cleanUrl(root: string, urlPath: string): string {
  const file = path.join(root, urlPath);
  if (urlPath.endsWith('/') || path.extname(file) !== '' || isFile(file)) return file;
  return isFile(`${file}.html`) ? `${file}.html` : file;
}

/** The 404.html closest to the requested path, walking up to the root's. */
function nearest404(root: string, segments: string[]): string | undefined {
  for (let depth = segments.length - 1; depth >= 0; depth--) {
    const file = path.join(root, ...segments.slice(0, depth), '404.html');
    if (isFile(file)) return file;
  }
  return undefined;
}

async function notFound(c: Context<Env>, root: string, segments: string[]): Promise<Response> {
  const page = nearest404(root, segments);
  const res = page ? await serveStatic<Env>({ path: page, precompressed: true })(c, async () => {}) : undefined;
  if (!res) return c.text('Not Found', 404, { 'Cache-Control': CACHE_HTML });
  const headers = new Headers(res.headers);
  headers.set('Cache-Control', CACHE_HTML);
  return new Response(res.body, { status: 404, headers });
}

/**
 * The slashless redirect of a URL that carries a review token (/review/<t>/): 302, not 301, since
 * browsers keep a 301 in their cache (some whatever Cache-Control says) and a later click would
 * replay the token without asking; 302 is never cached without a freshness header, and only GET and
 * HEAD get here, so 307's kept method adds nothing. No-store, no Referer, not indexed.
 */
function privateRedirect(location: string): Response {
  return new Response(null, { status: 302, headers: { ...PRIVATE_HEADERS, Location: location } });
}

/** Methods, undecodable and forbidden paths, and the redirect to the slashless URL, before any file is looked at. */
function guard(root: string): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    const url = new URL(c.req.url);
    const segments = decodeSegments(url.pathname);
    if (segments === 'bad') return c.text('Bad Request', 400);
    // Leading slashes are collapsed so `//evil.com/` can never become a protocol-relative redirect.
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      const target = '/' + url.pathname.replace(/^\/+|\/+$/g, '') + url.search;
      return hasToken(url.pathname + url.search) ? privateRedirect(target) : c.redirect(target, 301);
    }
    if (segments === 'forbidden') return notFound(c, root, []);
    c.set('segments', segments);
    await next();
  };
}

/** Cache-Control by kind and a weak ETag from the sent file's size and time (one per encoding). */
const caching: MiddlewareHandler<Env> = async (c, next) => {
  await next();
  const file = c.get('file');
  const st = file === undefined ? undefined : stat(file);
  if (!st || (c.res.status !== 200 && c.res.status !== 206)) return;
  const html = c.res.headers.get('Content-Type')?.startsWith('text/html');
  c.res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? CACHE_IMMUTABLE : html ? CACHE_HTML : CACHE_SHORT);
  c.res.headers.set('ETag', `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`);
};

/** If-Modified-Since, which hono/etag leaves to others (If-None-Match wins when both are sent). */
const notModifiedSince: MiddlewareHandler<Env> = async (c, next) => {
  await next();
  const since = Date.parse(c.req.header('If-Modified-Since') ?? '');
  const modified = Date.parse(c.res.headers.get('Last-Modified') ?? '');
  if (c.res.status !== 200 || c.req.header('If-None-Match') !== undefined || !(modified <= since)) return;
  await c.res.body?.cancel();
  c.res = new Response(null, { status: 304 }); // Hono carries the 200's headers over: keep a 304's
  for (const name of [...c.res.headers.keys()]) if (!RETAINED_304_HEADERS.includes(name)) c.res.headers.delete(name);
};

/** The files under `root` as a Hono app (mount it, or call its fetch). */
export function createStaticApp(root: string): Hono<Env> {
  const dir = path.resolve(root);
  const app = new Hono<Env>();
  app.use(guard(dir));
  app.use(compress({ threshold: MIN_COMPRESS_BYTES, contentTypeFilter: COMPRESSIBLE }));
  // The ETag is always set below, so hono/etag compares it and never hashes a body.
  app.use(etag(), notModifiedSince, caching);
  app.use(
    serveStatic<Env>({
      precompressed: true,
      // The guard vetted the path; serveStatic decodes and checks it again.
      rewriteRequestPath: (urlPath) => cleanUrl(dir, urlPath),
      onFound: (file, c) => c.set('file', file),
    }),
  );
  app.all('*', (c) => notFound(c, dir, c.get('segments')));
  return app;
}
