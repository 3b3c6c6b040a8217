import { expect } from '@playwright/test';
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { pagePaths } from '#contract/routes.ts';
import { LOCAL_ANON_KEY } from '../../server/kit/keys';
import { studioCopy } from '../../src/content/studioCopy';
import { test } from './dataDirs';
import { freshCode } from './staffSession';
import { startServer } from './serverProcess';

// Issue 19: any web page the staff member visits could post to /auth/v1 without a CORS preflight
// (text/plain body, key in the URL) and lock them out. From a page on another origin, in
// Chromium, such posts neither sign in nor count against the account's limit (5 failures): the
// real sign-in right after still succeeds.
const PORT = '4344';
const ROOT = path.resolve(import.meta.dirname, '../..');
const EMAIL = 'cross.site@lumenwebstudio.com';
const PASSWORD = 'a long cross-site staff password';

test('ten no-preflight posts from another origin neither sign in nor lock the staff member out', async ({ page, newDataDir }) => {
  test.setTimeout(90_000);
  const dataDir = await newDataDir('studio-xsite');
  const server = await startServer({ PORT, DATA_DIR: dataDir });
  const attacker = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Another site</title><h1>Another site</h1>'),
  );
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  try {
    await promisify(execFile)('npm', ['run', 'staff:add', '--', '--email', EMAIL], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, STAFF_PASSWORD: PASSWORD },
    });
    // "localhost" is another origin than the site's 127.0.0.1.
    await page.goto(`http://localhost:${(attacker.address() as AddressInfo).port}/`);
    const outcomes = await page.evaluate(
      async ({ site, key, email }) => {
        const url = `${site}/auth/v1/token?grant_type=password&apikey=${key}`;
        const results: string[] = [];
        for (let i = 0; i < 10; i++) {
          const body = JSON.stringify({ email, password: `wrong guess ${i}` });
          const init: RequestInit =
            i % 2
              ? { method: 'POST', mode: 'no-cors', body }
              : { method: 'POST', mode: 'no-cors', body: new URLSearchParams({ email, password: 'x' }) };
          results.push(
            await fetch(url, init).then(
              (r) => r.type,
              (e: Error) => e.name,
            ),
          );
        }
        return results;
      },
      { site: server.url, key: LOCAL_ANON_KEY, email: EMAIL },
    );
    // Sent (the server logged each one; the page cannot read any answer: no CORS, and CORP blocks even an opaque one)…
    expect(outcomes).toHaveLength(10);
    const tokenPosts = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"path":"/auth/v1/token"'));
    await expect.poll(() => tokenPosts().length).toBe(10);
    // …and each refused before any password check or counter: 403, Chromium says they come from another site (issue 27).
    expect(tokenPosts().map((line) => (JSON.parse(line) as { status: number }).status)).toEqual(Array<number>(10).fill(403));

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

// Issue 27: CORS_ORIGINS' default `*` used to cover /auth/v1, so another site's page could send
// preflighted JSON sign-ins (apikey header, application/json) from the staff member's own browser
// and lock them out with five wrong passwords. Now /auth/v1 answers CORS only for listed origins:
// Chromium stops each call at its preflight, and the staff member, signed in in the same browser,
// signs in again right after.
test("preflighted JSON sign-ins from another origin in the staff member's browser never reach the endpoint", async ({
  page,
  context,
  newDataDir,
}) => {
  test.setTimeout(120_000);
  const dataDir = await newDataDir('studio-xsite-json');
  const server = await startServer({ PORT: '0', DATA_DIR: dataDir });
  const attacker = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Another site</title><h1>Another site</h1>'),
  );
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  const signIn = async () => {
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: studioCopy.signIn.submit }).click();
  };
  const enterCode = async (value: string) => {
    const input = page.getByRole('textbox', { name: /6-digit code/ });
    await input.fill(value);
    await input.press('Enter');
  };
  try {
    await promisify(execFile)('npm', ['run', 'staff:add', '--', '--email', EMAIL], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, STAFF_PASSWORD: PASSWORD },
    });
    // The staff member signs in and sets up two-factor: signed in, in this browser.
    await page.goto(`${server.url}${pagePaths.studio}`);
    await signIn();
    await expect(page.getByRole('heading', { level: 1, name: studioCopy.enroll.title })).toBeVisible();
    const secret = (await page.getByLabel('Setup key').innerText()).replace(/\s/g, '');
    const used = new Set<number>();
    await enterCode(await freshCode(secret, used));
    await expect(page.getByRole('heading', { level: 1, name: studioCopy.landing.title })).toBeVisible();

    // Another site, open in a second tab of the same browser, sends ten JSON sign-ins with wrong passwords.
    const requests = (method: string) =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"path":"/auth/v1/token"') && line.includes(`"method":"${method}"`));
    const postsBefore = requests('POST').length;
    const evil = await context.newPage();
    await evil.goto(`http://localhost:${(attacker.address() as AddressInfo).port}/`);
    const outcomes = await evil.evaluate(
      async ({ site, key, email }) => {
        const results: string[] = [];
        for (let i = 0; i < 10; i++) {
          const init: RequestInit = {
            method: 'POST',
            headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: `wrong guess ${i}` }),
          };
          results.push(
            await fetch(`${site}/auth/v1/token?grant_type=password`, init).then(
              (r) => String(r.status),
              (e: Error) => e.name,
            ),
          );
        }
        return results;
      },
      { site: server.url, key: LOCAL_ANON_KEY, email: EMAIL },
    );
    // Each stopped at its preflight (no CORS for that origin): the page learns nothing, the endpoint saw nothing.
    expect(outcomes).toEqual(Array<string>(10).fill('TypeError'));
    await expect.poll(() => requests('OPTIONS').length).toBeGreaterThanOrEqual(1);
    expect(
      requests('OPTIONS')
        .map((line) => (JSON.parse(line) as { status: number }).status)
        .every((status) => status === 204),
    ).toBe(true);
    expect(requests('POST')).toHaveLength(postsBefore);
    await evil.close();

    // The staff member signs out and straight back in: password, then the code.
    await page.getByRole('button', { name: studioCopy.landing.signOut }).click();
    await expect(page.getByRole('heading', { level: 1, name: studioCopy.signIn.title })).toBeVisible();
    await signIn();
    await expect(page.getByRole('heading', { level: 1, name: studioCopy.challenge.title })).toBeVisible();
    await enterCode(await freshCode(secret, used));
    await expect(page.getByRole('heading', { level: 1, name: studioCopy.landing.title })).toBeVisible();
    expect(
      requests('POST')
        .map((line) => (JSON.parse(line) as { status: number }).status)
        .slice(postsBefore),
    ).toEqual([200]);
  } finally {
    attacker.close();
    await server.stop();
  }
});
