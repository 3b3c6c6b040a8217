/**
 * The static module on its own (tests/server/static.test.ts covers it inside the whole server):
 * copies from the build and gzip on the fly for files without them, validators, clean-URL
 * precedence (the Storybook mounted on it: ../site/storybook.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.ts';
import { createStaticApp, decodeSegments } from './static.ts';

const TEXT = 'All work and no play makes a static file. '.repeat(100);

/** Every folder made here, removed when the file ends. */
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  folders.push(dir);
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}

const site = folder({
  'index.html': `<p>${TEXT}</p>`,
  'page.html': '<p>page.html</p>',
  'page/index.html': '<p>page/index.html</p>',
  'about/index.html': '<p>about</p>',
  'assets/app-1.js': `"${TEXT}"`,
  'data.json': JSON.stringify({ text: TEXT }),
  'photo.png': TEXT,
  '404.html': '<p>not here</p>',
});
precompress(site);
// A file the build did not precompress (e.g. added by hand): gzipped per request instead.
fs.writeFileSync(path.join(site, 'late.txt'), TEXT);
const app = createStaticApp(site);
const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => app.request(url, { headers, method });

describe('static files', () => {
  it('sends the build’s brotli or gzip copy as it is, by Accept-Encoding', async () => {
    expect(fs.existsSync(path.join(site, 'index.html.br')) && fs.existsSync(path.join(site, 'data.json.gz'))).toBe(true);
    // Too small, or not text: no copy.
    expect(fs.existsSync(path.join(site, 'page.html.br')) || fs.existsSync(path.join(site, 'photo.png.br'))).toBe(false);
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(Number(br.headers.get('content-length'))).toBe(fs.statSync(path.join(site, 'index.html.br')).size);
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain(TEXT);
    const gz = await get('/data.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual({ text: TEXT });
  });

  it('gzips on the fly a text file without a copy, never an image, never without Accept-Encoding', async () => {
    const late = await get('/late.txt', { 'accept-encoding': 'br, gzip' });
    expect([late.headers.get('content-encoding'), late.headers.get('vary')]).toEqual(['gzip', 'Accept-Encoding']);
    expect(zlib.gunzipSync(Buffer.from(await late.arrayBuffer())).toString()).toBe(TEXT);
    expect((await get('/photo.png', { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBeNull();
    const plain = await get('/late.txt');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(TEXT);
  });

  it('caching: hashed assets forever, HTML revalidated, the rest an hour; a weak ETag per file', async () => {
    const asset = await get('/assets/app-1.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/about')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/data.json')).headers.get('cache-control')).toBe('public, max-age=3600');
    const st = fs.statSync(path.join(site, 'assets/app-1.js'));
    expect(asset.headers.get('etag')).toBe(`W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`);
    expect((await get('/assets/app-1.js', { 'accept-encoding': 'br' })).headers.get('etag')).not.toBe(asset.headers.get('etag'));
  });

  it('answers 304 to a matching If-None-Match or a later If-Modified-Since, with only a 304’s headers', async () => {
    const first = await get('/data.json');
    const etag = first.headers.get('etag') ?? '';
    const modified = first.headers.get('last-modified') ?? '';
    const conditionals: Record<string, string>[] = [
      { 'if-none-match': etag },
      { 'if-modified-since': modified },
      { 'if-none-match': `W/"x", ${etag}` },
    ];
    for (const conditional of conditionals) {
      const r = await get('/data.json', conditional);
      expect(r.status, JSON.stringify(conditional)).toBe(304);
      expect([...r.headers.keys()].sort()).toEqual(['cache-control', 'etag']);
    }
    expect((await get('/data.json', { 'if-none-match': 'W/"other"', 'if-modified-since': modified })).status).toBe(200);
    expect((await get('/data.json', { 'if-modified-since': new Date(Date.parse(modified) - 1000).toUTCString() })).status).toBe(200);
    expect((await get('/nope', { 'if-none-match': '*' })).status).toBe(404);
  });

  it('clean URLs: the exact file, then <path>.html, then <path>/index.html', async () => {
    expect(await (await get('/page')).text()).toBe('<p>page.html</p>');
    expect(await (await get('/about')).text()).toBe('<p>about</p>');
    expect(await (await get('/page.html')).text()).toBe('<p>page.html</p>');
  });

  it('HEAD: the headers of the GET, no body; ranges of a file', async () => {
    const head = await get('/late.txt', {}, 'HEAD');
    expect([head.status, head.headers.get('content-length'), await head.text()]).toEqual([200, String(TEXT.length), '']);
    const range = await get('/late.txt', { range: 'bytes=0-2' });
    expect([range.status, await range.text()]).toEqual([206, 'All']);
  });

  it('unknown paths: the nearest 404.html with 404, else a plain 404', async () => {
    const r = await get('/a/b/c', { 'accept-encoding': 'br' });
    expect([r.status, r.headers.get('cache-control'), await r.text()]).toEqual([404, 'no-cache', '<p>not here</p>']);
    const bare = createStaticApp(folder({ 'a.txt': 'a' }));
    expect([(await bare.request('/b')).status, await (await bare.request('/b')).text()]).toEqual([404, 'Not Found']);
  });
});

describe('the slashless redirect (issue 42)', () => {
  const t = 'a1'.repeat(32);

  it.each([
    [`/review/${t}/`, `/review/${t}`],
    [`/review/${t}/?saved=x`, `/review/${t}?saved=x`],
    [`//review/${t}//`, `/review/${t}`],
    [`/REVIEW/${t.toUpperCase()}/`, `/REVIEW/${t.toUpperCase()}`],
    [`/a/b/?next=${t}`, `/a/b?next=${t}`],
  ])('of a URL with a review token (%s) is a private 302: no-store, no Referer, not indexed', async (path, location) => {
    for (const method of ['GET', 'HEAD']) {
      const r = await get(path, {}, method);
      expect([r.status, r.headers.get('location')]).toEqual([302, location]);
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
      expect(r.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
  });

  it('of any other URL stays a cacheable 301', async () => {
    const r = await get(`/about/?x=${t.slice(1)}`);
    expect([r.status, r.headers.get('location'), r.headers.get('cache-control')]).toEqual([301, `/about?x=${t.slice(1)}`, null]);
  });
});

describe('static path decoding', () => {
  it.each([
    ['/', []],
    ['/demo/one-time', ['demo', 'one-time']],
    ['/caf%C3%A9', ['café']],
    ['/..%2f..%2fetc/passwd', 'forbidden'],
    ['/.env', 'forbidden'],
    ['/.vite/manifest.json', 'forbidden'],
    ['/a/%2e%2e/b', 'forbidden'],
    ['/a%5c..%5cb', 'forbidden'],
    ['/a%00b', 'forbidden'],
    ['/%E0%A4%A', 'bad'],
  ])('%s', (p, expected) => {
    expect(decodeSegments(p)).toEqual(expected);
  });
});
