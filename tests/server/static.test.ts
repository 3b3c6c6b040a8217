/**
 * The production static server and the headers on every response. Requests go through node:http
 * so paths reach the server byte for byte (fetch would normalise `..`) and compressed bodies can
 * be inspected.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, signServiceRoleKey } from '../../server/kit/keys.ts';
import { BIG_TEXT } from './helpers/dist.ts';
import { client, startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function raw(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

describe('static site server', () => {
  let s: TestServer;
  const get = (path: string, headers?: Record<string, string>, method?: string) => raw(s.url, path, headers, method);

  beforeAll(async () => {
    // The public local secret, as `npm start` runs without JWT_SECRET.
    s = await startTestServer({ jwtSecret: LOCAL_JWT_SECRET });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it.each([
    ['/', 'The quick brown fox'],
    ['/services', 'services-page'],
    ['/demo/one-time', 'demo-one-time'],
    ['/demo/advanced/shop/oak-tray', 'oak-tray'],
    ['/about', 'about-index'],
    ['/services.html', 'services-page'],
    ['/robots.txt', 'User-agent'],
  ])('serves %s', async (path, text) => {
    const r = await get(path);
    expect(r.status).toBe(200);
    expect(r.body.toString()).toContain(text);
  });

  it.each([
    ['/demo/advanced/shop/nope', 'shop-404'],
    ['/demo/advanced/shop/deeper/still/nope', 'shop-404'],
    ['/demo/nope', 'root-404'],
    ['/nope', 'root-404'],
    ['/assets/missing.js', 'root-404'],
  ])('%s is a 404 with the nearest 404.html', async (path, text) => {
    const r = await get(path);
    expect(r.status).toBe(404);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.body.toString()).toContain(text);
  });

  it.each([
    ['/services/', '/services'],
    ['/demo/one-time/?x=1', '/demo/one-time?x=1'],
    ['//evil.example/', '/evil.example'],
  ])('redirects %s to %s (301, never protocol-relative)', async (path, location) => {
    const r = await get(path);
    expect(r.status).toBe(301);
    expect(r.headers.location).toBe(location);
  });

  it.each([
    '/../../../../etc/passwd',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/..%252f..%252fetc/passwd',
    '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/demo/..%5c..%5c..%5cetc%5cpasswd',
    '/.env',
    '/.vite/manifest.json',
    '/assets/../.env',
    '/%2eenv',
    '/package.json',
    '/server/main.ts',
  ])('never serves %s', async (path) => {
    const r = await get(path);
    expect([400, 404]).toContain(r.status);
    const text = r.body.toString();
    expect(text).not.toMatch(/root:|SECRET=|vite-manifest|"dependencies"|startServer/);
  });

  it('refuses undecodable paths with 400', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });

  it('caches hashed assets forever, HTML never without revalidation, the rest briefly', async () => {
    expect((await get('/assets/app-abc123.css')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/services')).headers['cache-control']).toBe('no-cache');
    expect((await get('/nope')).headers['cache-control']).toBe('no-cache');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('revalidates with ETag and Last-Modified (304)', async () => {
    const first = await get('/services');
    const etag = first.headers.etag ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await get('/services', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get('/services', { 'if-none-match': 'W/"other"' })).status).toBe(200);
    expect((await get('/services', { 'if-modified-since': first.headers['last-modified'] ?? '' })).status).toBe(304);
  });

  it('compresses text with br when accepted, else gzip, else not at all', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain(BIG_TEXT);
    expect(br.body.length).toBeLessThan(BIG_TEXT.length / 5);

    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toContain(BIG_TEXT);

    const noBr = await get('/', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBr.headers['content-encoding']).toBe('gzip');

    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain(BIG_TEXT);
  });

  it('HEAD returns headers only; other methods are 405', async () => {
    const head = await get('/services', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect((await get('/services', {}, 'POST')).status).toBe(405);
  });

  it.each(['/', '/nope', '/services/', '/assets/app-abc123.js', '/rest/v1/submissions', '/auth/v1/user'])(
    'security headers on %s',
    async (path) => {
      const r = await get(path);
      expect(r.headers).toMatchObject(SECURITY_HEADERS);
      const csp = r.headers['content-security-policy'] ?? '';
      expect(csp).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
          "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
      );
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/https?:/); // no third-party origins
    },
  );

  it('unimplemented Supabase services answer JSON 404, not the site', async () => {
    for (const path of ['/storage/v1/object/list/x', '/functions/v1/hello', '/realtime/v1/websocket', '/graphql/v1']) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
      expect(JSON.parse(r.body.toString()), path).toMatchObject({ message: 'no Route matched with those values' });
    }
  });

  describe('with the public local-development secret', () => {
    it('accepts the documented LOCAL_ANON_KEY (the front end default)', async () => {
      const res = await client(s.url, LOCAL_ANON_KEY)
        .from('submissions')
        .insert({ name: 'L', email: 'l@example.com', service: 'custom', message: 'local' });
      expect(res).toMatchObject({ status: 201, error: null });
      expect(await s.count()).toBe(1);
    });

    it('refuses service_role tokens signed with the public secret', async () => {
      const forged = await signServiceRoleKey(LOCAL_JWT_SECRET);
      const res = await client(s.url, LOCAL_ANON_KEY, (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('authorization', `Bearer ${forged}`);
        return fetch(input, { ...init, headers });
      })
        .from('submissions')
        .select('*');
      expect(res.status).toBe(401);
      expect(res.error?.code).toBe('PGRST301');
      expect(res.data).toBeNull();
    });
  });
});
