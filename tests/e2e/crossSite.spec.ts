import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { pagePaths } from '#contract/routes.ts';
import { LOCAL_ANON_KEY } from '../../server/keys';
import { studioCopy } from '../../src/content/studioCopy';
import { startServer } from './serverProcess';

// Issue 19: any web page the staff member visits could post to /auth/v1 without a CORS preflight
// (text/plain body, key in the URL) and lock them out. From a page on another origin, in
// Chromium, such posts neither sign in nor count against the account's limit (5 failures): the
// real sign-in right after still succeeds.
const PORT = '4344';
const ROOT = path.resolve(import.meta.dirname, '../..');
const EMAIL = 'cross.site@lumenwebstudio.com';
const PASSWORD = 'a long cross-site staff password';

test('ten no-preflight posts from another origin neither sign in nor lock the staff member out', async ({ page }) => {
  test.setTimeout(90_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-xsite-'));
  const server = await startServer({ PORT, DATA_DIR: dataDir });
  const attacker = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Another site</title><h1>Another site</h1>'));
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  try {
    await promisify(execFile)('npm', ['run', 'staff:add', '--', '--email', EMAIL], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, STAFF_PASSWORD: PASSWORD } });
    // "localhost" is another origin than the site's 127.0.0.1.
    await page.goto(`http://localhost:${(attacker.address() as AddressInfo).port}/`);
    const outcomes = await page.evaluate(
      async ({ site, key, email }) => {
        const url = `${site}/auth/v1/token?grant_type=password&apikey=${key}`;
        const results: string[] = [];
        for (let i = 0; i < 10; i++) {
          const body = JSON.stringify({ email, password: `wrong guess ${i}` });
          const init: RequestInit = i % 2 ? { method: 'POST', mode: 'no-cors', body } : { method: 'POST', mode: 'no-cors', body: new URLSearchParams({ email, password: 'x' }) };
          results.push(await fetch(url, init).then((r) => r.type, (e: Error) => e.name));
        }
        return results;
      },
      { site: server.url, key: LOCAL_ANON_KEY, email: EMAIL },
    );
    // Sent (the server logged each one; the page cannot read any answer: no CORS, and CORP blocks even an opaque one)…
    expect(outcomes).toHaveLength(10);
    const tokenPosts = () => server.output().split('\n').filter((line) => line.includes('"path":"/auth/v1/token"'));
    await expect.poll(() => tokenPosts().length).toBe(10);
    // …and each refused before any password check or counter: 400 (not JSON) or 401 (key not in the header).
    expect(tokenPosts().map((line) => (JSON.parse(line) as { status: number }).status).every((status) => status === 400 || status === 401)).toBe(true);

    // The staff member signs in on the studio right after: not locked out, on to two-factor setup.
    await page.goto(`${server.url}${pagePaths.studio}`);
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: studioCopy.signIn.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: studioCopy.enroll.title })).toBeVisible();
  } finally {
    attacker.close();
    await server.stop();
  }
});
