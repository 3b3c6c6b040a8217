/**
 * The guard of the forms without JavaScript (issue 42): an Origin is this site only with the same
 * scheme, host and port (http/formOrigin.ts); the whole server: tests/server/consultationForm.test.ts.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { formRefusal } from './guard.ts';

/** A form route behind the guard the consultation and demo forms run (server/form/guard.ts). */
function formApp(trustProxy: boolean | number) {
  const app = new Hono();
  app.post('/form', (c) => formRefusal(c, { bodyLimit: 1024, trustProxy }) ?? c.text('read', 200));
  return async (url: string, headers: Record<string, string>) =>
    await app.request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: 'a=1' });
}

describe('a form post with Origin and no Sec-Fetch-Site', () => {
  const direct = formApp(false);
  const at = (url: string, headers: Record<string, string>) => direct(url, headers).then((r) => r.status);

  it('served directly over http: only the same scheme, host and port is this site', async () => {
    const url = 'http://127.0.0.1:8787/form';
    const host = { host: '127.0.0.1:8787' };
    expect(await at(url, { ...host, origin: 'http://127.0.0.1:8787' })).toBe(200);
    expect(await at(url, { ...host, origin: 'HTTP://127.0.0.1:8787' })).toBe(200);
    expect(await at(url, { ...host, origin: 'https://127.0.0.1:8787' })).toBe(403);
    expect(await at(url, { ...host, origin: 'http://127.0.0.1:8788' })).toBe(403);
    expect(await at(url, { ...host, origin: 'http://127.0.0.1' })).toBe(403);
    expect(await at(url, { ...host, origin: 'http://localhost:8787' })).toBe(403);
    expect(await at(url, { ...host, origin: 'null' })).toBe(403);
  });

  it('a default port is no port, on either side', async () => {
    expect(await at('http://example.com/form', { host: 'example.com:80', origin: 'http://example.com' })).toBe(200);
    expect(await at('http://example.com/form', { host: 'example.com', origin: 'http://example.com:80' })).toBe(200);
    expect(await at('http://example.com/form', { host: 'example.com', origin: 'https://example.com:443' })).toBe(403);
    expect(await at('https://example.com/form', { host: 'example.com:443', origin: 'https://example.com' })).toBe(200);
    expect(await at('https://example.com/form', { host: 'example.com', origin: 'http://example.com' })).toBe(403);
  });

  it('forwarded headers count only behind a trusted proxy', async () => {
    const forwarded = { host: '127.0.0.1:8787', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.example.com' };
    expect(await at('http://127.0.0.1:8787/form', { ...forwarded, origin: 'https://www.example.com' })).toBe(403);
    expect(await at('http://127.0.0.1:8787/form', { ...forwarded, origin: 'https://127.0.0.1:8787' })).toBe(403);
    expect(await at('http://127.0.0.1:8787/form', { ...forwarded, origin: 'http://127.0.0.1:8787' })).toBe(200);
  });

  it('behind a trusted proxy: its X-Forwarded-Proto with the Host or an X-Forwarded-Host', async () => {
    const proxied = formApp(1);
    const at1 = (headers: Record<string, string>) => proxied('http://127.0.0.1:8787/form', headers).then((r) => r.status);
    // HAProxy (deploy/haproxy.cfg) keeps the Host and sets X-Forwarded-Proto.
    const haproxy = { host: 'www.example.com', 'x-forwarded-proto': 'https' };
    expect(await at1({ ...haproxy, origin: 'https://www.example.com' })).toBe(200);
    expect(await at1({ ...haproxy, origin: 'https://www.example.com:443' })).toBe(200);
    expect(await at1({ ...haproxy, origin: 'http://www.example.com' })).toBe(403);
    expect(await at1({ ...haproxy, origin: 'https://www.example.com:8443' })).toBe(403);
    const rewriting = { host: '10.0.0.5:8787', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.example.com, example.com' };
    expect(await at1({ ...rewriting, origin: 'https://www.example.com' })).toBe(200);
    expect(await at1({ ...rewriting, origin: 'https://example.com' })).toBe(200);
    expect(await at1({ ...rewriting, origin: 'http://example.com' })).toBe(403);
    expect(await at1({ ...rewriting, origin: 'https://evil.example' })).toBe(403);
    // No X-Forwarded-Proto: the proxy spoke the request's own scheme.
    expect(await at1({ host: 'www.example.com', origin: 'http://www.example.com' })).toBe(200);
    expect(await at1({ host: 'www.example.com', origin: 'https://www.example.com' })).toBe(403);
  });

  it('Sec-Fetch-Site decides when the browser sends it', async () => {
    const host = { host: '127.0.0.1:8787' };
    expect(await at('http://127.0.0.1:8787/form', { ...host, 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' })).toBe(200);
    expect(await at('http://127.0.0.1:8787/form', { ...host, 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:8787' })).toBe(403);
  });
});
