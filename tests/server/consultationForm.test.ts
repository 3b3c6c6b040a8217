/**
 * POST /get-started (server/form): the consultation form without JavaScript, on both backends.
 * The server runs as its own Node process (as in production: the SSR bundle is imported natively),
 * and the database is read with the service-role key through the API, or straight from PostgreSQL.
 */
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ACTION, THANK_YOU_PATH } from '#contract/consultation/formPost.ts';
import { signAnonKey, signServiceRoleKey } from '../../server/kit/keys.ts';
import { rateLimitBody } from '../../contract/apiError.ts';
import { createPgDatabase } from './helpers/backends.ts';
import { makeDist } from './helpers/dist.ts';
import { TEST_SECRET, spawnServer } from './helpers/server.ts';
import type { ChildServer } from './helpers/server.ts';
import { sharedSsrDir } from './helpers/ssr.ts';

const MAX = 3;
const FORM = 'application/x-www-form-urlencoded';
const valid = {
  name: 'Zoë Ångström',
  email: 'zoe@example.com',
  phone: '+1 (555) 010-2030',
  businessName: 'Café & Co. $& <b>',
  service: 'advanced-monthly',
  storeIntegration: 'on',
  message: "Line one\r\nLine two: '; drop table submissions; -- $' 🌿",
  website: '',
};
const row = {
  name: valid.name,
  email: valid.email,
  phone: valid.phone,
  business_name: valid.businessName,
  service: valid.service,
  store_integration: true,
  message: "Line one\nLine two: '; drop table submissions; -- $' 🌿",
  status: 'new',
};
const ROW_COLUMNS = 'name,email,phone,business_name,service,store_integration,message,status';

let ssrDir: string;
let distDir: string;
beforeAll(async () => {
  ssrDir = await sharedSsrDir();
  distDir = makeDist();
}, 120_000);
afterAll(() => {
  if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
});

describe('POST /get-started', () => {
  let server: ChildServer;
  let cleanup: () => Promise<void>;
  let admin: pg.Client | undefined;
  let anonKey: string;
  let serviceKey: string;
  let ip = 0;

  beforeAll(async () => {
    anonKey = await signAnonKey(TEST_SECRET);
    serviceKey = await signServiceRoleKey(TEST_SECRET);
    const env: Record<string, string> = {
      JWT_SECRET: TEST_SECRET,
      SSR_DIR: ssrDir,
      DIST_DIR: distDir,
      RATE_LIMIT_MAX: String(MAX),
      TRUST_PROXY: '1',
    };
    const db = await createPgDatabase();
    env.DATABASE_URL = db.url;
    admin = new pg.Client({ connectionString: db.url });
    cleanup = async () => {
      await admin?.end();
      await db.drop();
    };
    server = await spawnServer(env, 60_000);
    await admin?.connect();
  }, 90_000);
  afterAll(async () => {
    server?.proc.kill('SIGTERM');
    await new Promise((resolve) => server?.proc.once('exit', resolve));
    await cleanup?.();
  });

  /** Rows read back with the service-role key (the API's own read path, RLS included). */
  async function read(filter = ''): Promise<Record<string, unknown>[]> {
    const res = await fetch(`${server.url}/rest/v1/submissions?select=${ROW_COLUMNS}&order=created_at,id${filter}`, {
      headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Record<string, unknown>[];
  }
  const stored = (email: string) => read(`&email=eq.${encodeURIComponent(email)}`);
  const fingerprint = async () => JSON.stringify(await read());
  /** Nothing a visitor typed ever reaches the log. */
  const expectCleanLog = () => {
    for (const value of [valid.name, valid.email, valid.phone, 'Line two', 'limited@', 'refused@'])
      expect(server.output()).not.toContain(value);
  };

  /** A post as a browser on this site sends it, from its own client address ('' drops a header). */
  function post(fields: Record<string, string>, headers: Record<string, string> = {}, client = `203.0.113.${++ip}`) {
    const all = { 'content-type': FORM, 'sec-fetch-site': 'same-origin', origin: server.url, 'x-forwarded-for': client, ...headers };
    return fetch(`${server.url}${FORM_ACTION}`, {
      method: 'POST',
      redirect: 'manual',
      headers: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== '')),
      body: new URLSearchParams(fields).toString(),
    });
  }

  it('stores a valid request exactly (as the anon role, under RLS) and answers 303 See Other to /thank-you', async () => {
    const res = await post(valid);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(THANK_YOU_PATH);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await stored(valid.email)).toEqual([row]);
    expectCleanLog();
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin (no Sec-Fetch-Site)', { 'sec-fetch-site': '', origin: 'https://evil.example' }],
    ['Origin: null', { 'sec-fetch-site': '', origin: 'null' }],
    ['neither header', { 'sec-fetch-site': '', origin: '' }],
  ])('refuses a cross-site post (%s) with 403 and stores nothing', async (_, headers) => {
    const before = await fingerprint();
    const res = await post({ ...valid, email: 'csrf@example.com' }, headers);
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/^Cross-site form posts are refused: /);
    expect(await fingerprint()).toBe(before);
  });

  it('accepts an Origin naming this host when the browser sends no Sec-Fetch-Site', async () => {
    const res = await post({ ...valid, email: 'origin-only@example.com' }, { 'sec-fetch-site': '' });
    expect(res.status).toBe(303);
    expect(await stored('origin-only@example.com')).toHaveLength(1);
  });

  it('answers invalid input with the form page again (422): messages, the values (escaped), nothing stored', async () => {
    const before = await fingerprint();
    const res = await post({ ...valid, email: 'zoe@example', phone: '5'.repeat(41), message: '   ' });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Please Check Your Request');
    expect(html).toContain('Please enter a valid email address, like name@example.com.');
    expect(html).toContain('Please keep the phone number under 40 characters.');
    expect(html).toContain('Please tell us a little about your project.');
    expect(html).toContain('value="Zoë Ångström"');
    expect(html).toContain('value="zoe@example"');
    expect(html).toContain('value="Café &amp; Co. $&amp; &lt;b&gt;"');
    expect(html).toMatch(/<option value="advanced-monthly" selected="">/);
    expect(html).toMatch(/<input type="checkbox" name="storeIntegration" checked=""/);
    expect(html).toMatch(/<form[^>]*action="\/get-started"[^>]*method="post"|<form[^>]*method="post"[^>]*action="\/get-started"/);
    // The state hydration starts from, with no way to close its script element.
    const json = /<script type="application\/json" id="consultation-state">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({
      outcome: 'invalid',
      values: { email: 'zoe@example', businessName: valid.businessName },
    });
    expect(await fingerprint()).toBe(before);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await fingerprint();
    const res = await post({ ...valid, email: 'bot@example.com', website: 'http://spam.example' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(THANK_YOU_PATH);
    expect(await fingerprint()).toBe(before);
  });

  it('shares the REST rate limit: the post after MAX inserts by one client is re-rendered with 429, Retry-After and the values', async () => {
    const client = '198.51.100.77';
    for (let i = 0; i < MAX - 1; i++) {
      const rest = await fetch(`${server.url}/rest/v1/submissions`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ ...row, email: `rest${i}@example.com` }),
      });
      expect(rest.status).toBe(201);
    }
    expect((await post({ ...valid, email: 'last@example.com' }, {}, client)).status).toBe(303);
    const before = await fingerprint();
    const res = await post({ ...valid, email: 'limited@example.com' }, {}, client);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const html = await res.text();
    expect(html).toContain('You have sent several requests in a short time. Please wait a minute and try again.');
    expect(html).toContain('value="limited@example.com"');
    expect(await fingerprint()).toBe(before);
    // And the REST side sees the same budget spent.
    const rest = await fetch(`${server.url}/rest/v1/submissions`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ ...row, email: 'rest-after@example.com' }),
    });
    expect(rest.status).toBe(429);
    expect(await rest.json()).toEqual(rateLimitBody());
  });

  it('counts invalid posts too (issue 19): after MAX re-rendered 422s the next post is 429, even a valid one', async () => {
    const client = '198.51.100.78';
    for (let i = 0; i < MAX; i++) expect((await post({ ...valid, email: 'not an e-mail' }, {}, client)).status).toBe(422);
    const before = await fingerprint();
    const res = await post({ ...valid, email: 'valid-after@example.com' }, {}, client);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await fingerprint()).toBe(before);
  });

  it('re-renders with the failure message and the values when the database refuses the insert', async () => {
    await admin?.query('revoke insert on public.submissions from anon');
    try {
      const res = await post({ ...valid, email: 'refused@example.com' });
      expect(res.status).toBe(401); // PostgREST's status for the anon role's 42501
      const html = await res.text();
      expect(html).toContain('Something went wrong. Please try again.');
      expect(html).toContain('value="refused@example.com"');
    } finally {
      await admin?.query(
        'grant insert (name, email, phone, business_name, service, store_integration, message, status) on public.submissions to anon',
      );
    }
    expect(await stored('refused@example.com')).toEqual([]);
    expect(server.output()).toContain('[form] the database refused the request: 42501');
    expectCleanLog();
  });

  it.each([
    ['a JSON body', 415, { 'content-type': 'application/json' }, JSON.stringify(valid)],
    ['a text/plain body', 415, { 'content-type': 'text/plain' }, 'name=x'],
    ['invalid UTF-8', 400, {}, Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xc3, 0x28])],
    ['a body over the limit', 413, {}, `message=${'x'.repeat(70 * 1024)}`],
  ])('refuses %s with %i and stores nothing', async (_, status, headers, body) => {
    const before = await fingerprint();
    const res = await fetch(`${server.url}${FORM_ACTION}`, {
      method: 'POST',
      headers: { 'content-type': FORM, 'sec-fetch-site': 'same-origin', ...headers },
      body,
    });
    expect(res.status).toBe(status);
    expect(await fingerprint()).toBe(before);
  });
});

describe('without the SSR bundle', () => {
  it('answers with a plain page that still lists what to correct (422)', async () => {
    const db = await createPgDatabase();
    const server = await spawnServer({ DATABASE_URL: db.url, DIST_DIR: distDir, SSR_DIR: `${distDir}/no-ssr-bundle-here` }, 60_000);
    try {
      const res = await fetch(`${server.url}${FORM_ACTION}`, {
        method: 'POST',
        headers: { 'content-type': FORM, 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({ ...valid, email: 'x' }).toString(),
      });
      expect(res.status).toBe(422);
      const html = await res.text();
      expect(html).toContain('<li>Please enter a valid email address, like name@example.com.</li>');
      expect(server.output()).toContain('[form] could not render the consultation page');
    } finally {
      server.proc.kill('SIGTERM');
      await new Promise((resolve) => server.proc.once('exit', resolve));
      await db.drop();
    }
  }, 60_000);
});
