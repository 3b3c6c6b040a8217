/**
 * POST to a demo contact page (/demo/one-time/contact, /demo/standard/contact): the café's and the
 * landscaper's forms without JavaScript. They are demos: nothing is stored, sent or logged. The
 * page is rendered again by the site's SSR bundle with the spec's confirmation (200) or the
 * fields' messages and the values as sent (422). The same guards as the consultation form: a
 * same-origin check, form encoding only, the body limit and the app's rate limiter (a render costs
 * CPU). Other paths fall through to the next route.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { readText } from '../http/body.ts';
import { clientKey } from '../http/clientAddress.ts';
import { HttpError } from '../http/errors.ts';
import type { SharedLimit } from '../db/rateLimitStore.ts';
import { demoShellFile, fillShell, splitHead } from '../kit/pageShell.ts';
import { formRefusal, plainAnswer } from './guard.ts';

interface SsrEntry {
  render(url: string, options: { demoForm: { path: string; values: Record<string, string> } }): Promise<{ html: string; styles: string }>;
  demoFormPaths: string[];
  demoFormOutcome(path: string, values: Record<string, string>): 'sent' | 'invalid' | undefined;
}

export interface DemoContactDeps {
  ssrDir: string;
  limiter: SharedLimit;
  options: { bodyLimit: number; trustProxy: boolean | number };
}

export function createDemoContactForms({ ssrDir, limiter, options }: DemoContactDeps): Hono {
  const app = new Hono();
  let loading: Promise<SsrEntry> | undefined;
  const entry = () =>
    (loading ??= (import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href) as Promise<SsrEntry>).catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
  app.post('/demo/*', async (c, next) => {
    let ssr: SsrEntry;
    try {
      ssr = await entry();
    } catch {
      return plainAnswer(503, 'The demo form cannot be answered: the site is not built (run npm run build).');
    }
    const pagePath = c.req.path;
    if (!ssr.demoFormPaths.includes(pagePath)) return next();
    const refusal = formRefusal(c, options);
    if (refusal) return refusal;
    let body: string;
    try {
      body = await readText(c, options.bodyLimit);
      if (limiter.enabled) {
        const decision = await limiter.hit(clientKey(c, options.trustProxy));
        if (!decision.allowed)
          return plainAnswer(429, 'Too many requests: wait a minute and try again.', { 'Retry-After': String(decision.retryAfterSeconds) });
      }
    } catch (err) {
      if (err instanceof HttpError) return plainAnswer(err.status, `${err.body.message}.`);
      throw err;
    }
    const values = Object.fromEntries(new URLSearchParams(body));
    const [rendered, shell] = await Promise.all([
      ssr.render(pagePath, { demoForm: { path: pagePath, values } }),
      readFile(path.join(ssrDir, demoShellFile(pagePath)), 'utf8'),
    ]);
    const html = fillShell(shell, { styles: rendered.styles, body: splitHead(rendered.html).body });
    const status = ssr.demoFormOutcome(pagePath, values) === 'sent' ? 200 : 422;
    return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
  });
  return app;
}
