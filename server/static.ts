/**
 * Production static server for the built site in dist/: clean URLs (/services -> services.html),
 * nearest-404.html fallback, caching and revalidation headers, and br/gzip compression.
 * Paths are decoded one segment at a time and any segment that could escape dist/ or name a
 * dotfile (.., .vite, .env) is refused before the filesystem is touched.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_HTML = 'no-cache';
export const CACHE_SHORT = 'public, max-age=3600';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface FileHit {
  file: string;
  size: number;
  mtimeMs: number;
}

type Encoding = 'br' | 'gzip';

export interface StaticOptions {
  distDir: string;
}

export function createStaticHandler(options: StaticOptions) {
  const root = path.resolve(options.distDir);
  let realRoot: string | undefined;
  // Compressed bodies by file+mtime+encoding; dist/ is immutable while the server runs, so this
  // stays as small as the site (bounded anyway).
  const compressed = new Map<string, Buffer>();

  async function statFile(rel: string[]): Promise<FileHit | undefined> {
    const file = path.join(root, ...rel);
    // Belt and braces: segments were already vetted, but never serve anything outside dist/.
    if (path.relative(root, file).startsWith('..')) return undefined;
    try {
      const st = await fs.stat(file);
      if (!st.isFile()) return undefined;
      realRoot ??= await fs.realpath(root);
      const real = await fs.realpath(file);
      if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return undefined; // symlink out of dist
      return { file, size: st.size, mtimeMs: st.mtimeMs };
    } catch {
      return undefined;
    }
  }

  /** Clean-URL resolution: exact file, <path>.html, <path>/index.html. */
  async function resolve(segments: string[]): Promise<FileHit | undefined> {
    if (segments.length === 0) return statFile(['index.html']);
    const last = segments[segments.length - 1] ?? '';
    const parent = segments.slice(0, -1);
    return (
      (await statFile(segments)) ??
      (path.extname(last) === '' ? await statFile([...parent, `${last}.html`]) : undefined) ??
      (await statFile([...segments, 'index.html']))
    );
  }

  /** The 404.html closest to the requested path, walking up to dist/404.html. */
  async function nearest404(segments: string[]): Promise<FileHit | undefined> {
    for (let depth = segments.length - 1; depth >= 0; depth--) {
      const hit = await statFile([...segments.slice(0, depth), '404.html']);
      if (hit) return hit;
    }
    return undefined;
  }

  async function body(hit: FileHit, encoding: Encoding | undefined): Promise<Buffer> {
    const raw = await fs.readFile(hit.file);
    if (!encoding) return raw;
    const key = `${hit.file}\u0000${hit.mtimeMs}\u0000${encoding}`;
    let out = compressed.get(key);
    if (!out) {
      out =
        encoding === 'br'
          ? await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : await gzip(raw, { level: 9 });
      if (compressed.size > 500) compressed.clear();
      compressed.set(key, out);
    }
    return out;
  }

  async function serve(c: Context, hit: FileHit, status: 200 | 404): Promise<Response> {
    const type = MIME[path.extname(hit.file).toLowerCase()] ?? 'application/octet-stream';
    const rel = path.relative(root, hit.file).split(path.sep);
    const isHtml = type.startsWith('text/html');
    const headers = new Headers({
      'Content-Type': type,
      'Cache-Control': rel[0] === 'assets' && status === 200 ? CACHE_IMMUTABLE : isHtml || status === 404 ? CACHE_HTML : CACHE_SHORT,
      // Weak validator: the same ETag covers identity, br and gzip bodies of one file version.
      ETag: `W/"${hit.size.toString(16)}-${Math.floor(hit.mtimeMs).toString(16)}"`,
      'Last-Modified': new Date(hit.mtimeMs).toUTCString(),
    });
    const compressible = COMPRESSIBLE.test(type) && hit.size >= MIN_COMPRESS_BYTES;
    if (compressible) headers.set('Vary', 'Accept-Encoding');
    if (status === 200 && notModified(c, headers)) return new Response(null, { status: 304, headers });
    const encoding = compressible ? pickEncoding(c.req.header('accept-encoding')) : undefined;
    if (encoding) headers.set('Content-Encoding', encoding);
    const data = await body(hit, encoding);
    headers.set('Content-Length', String(data.length));
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(data), { status, headers });
  }

  return async function handleStatic(c: Context): Promise<Response> {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    }
    const rawPath = new URL(c.req.url).pathname;
    const segments = decodeSegments(rawPath);
    if (segments === 'bad') return c.text('Bad Request', 400);
    // Trailing slash -> the slashless canonical URL. Leading slashes are collapsed so `//evil.com/`
    // can never become a protocol-relative redirect.
    if (rawPath.length > 1 && rawPath.endsWith('/')) {
      const target = '/' + rawPath.replace(/^\/+|\/+$/g, '');
      return c.redirect(target + new URL(c.req.url).search, 301);
    }
    const hit = segments === 'forbidden' ? undefined : await resolve(segments);
    if (hit) return serve(c, hit, 200);
    const notFound = await nearest404(segments === 'forbidden' ? [] : segments);
    if (notFound) return serve(c, notFound, 404);
    return c.text('Not Found', 404, { 'Cache-Control': CACHE_HTML });
  };
}

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

function pickEncoding(accept: string | undefined): Encoding | undefined {
  if (!accept) return undefined;
  const q = (name: string): number => {
    const m = new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q=([0-9.]+))?\\s*(?:,|$)`, 'i').exec(accept);
    return m ? (m[1] === undefined ? 1 : Number(m[1])) : 0;
  };
  if (q('br') > 0) return 'br';
  if (q('gzip') > 0) return 'gzip';
  return undefined;
}

function notModified(c: Context, headers: Headers): boolean {
  const inm = c.req.header('if-none-match');
  if (inm !== undefined) {
    const etag = headers.get('ETag') ?? '';
    const strip = (t: string) => t.trim().replace(/^W\//, '');
    return inm.trim() === '*' || inm.split(',').some((t) => strip(t) === strip(etag));
  }
  const ims = c.req.header('if-modified-since');
  if (ims !== undefined) {
    const since = Date.parse(ims);
    const modified = Date.parse(headers.get('Last-Modified') ?? '');
    return !Number.isNaN(since) && modified <= since;
  }
  return false;
}
