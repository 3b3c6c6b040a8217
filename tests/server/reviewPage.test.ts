/**
 * /review/<token> (server/review): the client's page rendered by the server with the real SSR
 * bundle, and its forms' posts without JavaScript. Every refusal is checked to change nothing; the
 * token never reaches the server's log.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase } from './helpers/backends.ts';
import { makeDist } from './helpers/dist.ts';
import { TEST_SECRET, spawnServer, type ChildServer } from './helpers/server.ts';
import { sharedSsrDir } from './helpers/ssr.ts';

let ssrDir: string;
let distDir: string;
let server: ChildServer;
let admin: pg.Client;
let drop: () => Promise<void>;
let ip = 0;

beforeAll(async () => {
  ssrDir = await sharedSsrDir();
  distDir = makeDist();
  const db = await createPgDatabase();
  drop = db.drop;
  server = await spawnServer(
    { JWT_SECRET: TEST_SECRET, SSR_DIR: ssrDir, DIST_DIR: distDir, DATABASE_URL: db.url, RATE_LIMIT_MAX: '5', TRUST_PROXY: '1' },
    60_000,
  );
  admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
}, 120_000);
afterAll(async () => {
  server?.proc.kill('SIGTERM');
  await admin?.end();
  await drop?.();
  if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
});

/** A review with two sections and a link, stored as the studio's Reviews view stores it. */
async function seed(note = 'Hi <b>Maria</b> & team'): Promise<{ token: string; id: string; sections: string[] }> {
  const token = randomBytes(32).toString('hex');
  const { rows } = await admin.query<{ id: string }>(
    `insert into public.reviews (client_name, client_email, brand, note) values ('Maria <script>x</script>', 'maria@example.com', 'coffee', $1) returning id`,
    [note],
  );
  const id = rows[0]?.id ?? '';
  const sections: string[] = [];
  for (const [i, title] of ['Hero', 'Menu'].entries()) {
    const r = await admin.query<{ id: string }>(
      `insert into public.review_sections (review_id, position, story_id, title) values ($1, $2, 'sections-hero--default', $3) returning id`,
      [id, i, title],
    );
    sections.push(r.rows[0]?.id ?? '');
  }
  await admin.query(`insert into public.review_links (review_id, token_hash) values ($1, sha256(convert_to($2, 'UTF8')))`, [id, token]);
  return { token, id, sections };
}

const get = (path: string, from = `203.0.113.${++ip % 250}`) => fetch(`${server.url}${path}`, { headers: { 'x-forwarded-for': from } });
const post = (token: string, fields: Record<string, string>, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
  fetch(`${server.url}/review/${token}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `198.51.100.${++ip % 250}`, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
const state = async (id: string) =>
  JSON.stringify(
    (await admin.query('select status, comment from public.review_sections where review_id = $1 order by position', [id])).rows,
  );

describe('the client review page', () => {
  it('renders the review for its link: escaped text, noindex, no-store, no Referer', async () => {
    const { token } = await seed();
    const res = await get(`/review/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await res.text();
    expect(html).toContain('Hello Maria &lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('Hi &lt;b&gt;Maria&lt;/b&gt; &amp; team');
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain(`action="/review/${token}"`);
  });

  it('a made-up, malformed, revoked or expired link gets the same 404 page', async () => {
    const revoked = await seed();
    await admin.query('update public.review_links set revoked_at = now() where review_id = $1', [revoked.id]);
    const expired = await seed();
    await admin.query(
      `update public.reviews set created_at = now() - interval '40 days', expires_at = now() - interval '1 day' where id = $1`,
      [expired.id],
    );
    for (const token of [randomBytes(32).toString('hex'), 'x', revoked.token, expired.token]) {
      const res = await get(`/review/${token}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('This Review Is Not Available');
      expect(html).not.toContain('Maria');
    }
  });

  it('an answer posted without JavaScript is stored and leads back to its section (303), which says it was saved', async () => {
    const { token, id, sections } = await seed();
    const res = await post(token, { section: sections[1] ?? '', verdict: 'changes_requested', comment: 'Bigger menu photos' });
    expect(res.status).toBe(303);
    const location = `/review/${token}?saved=${sections[1]}#section-${sections[1]}`;
    expect(res.headers.get('location')).toBe(location);
    const saved = await (await get(location)).text();
    expect(saved.match(/Saved\. Thank you!/g)).toHaveLength(1);
    // Only a section of this review is confirmed: another value shows nothing.
    for (const other of [sections[0]?.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')), 'nope', '<b>x</b>']) {
      const html = await (await get(`/review/${token}?saved=${encodeURIComponent(other ?? '')}`)).text();
      expect(html).not.toContain('Saved. Thank you!');
      expect(html).not.toContain('<b>x</b>');
    }
    expect(await state(id)).toBe(
      JSON.stringify([
        { status: 'pending', comment: null },
        { status: 'changes_requested', comment: 'Bigger menu photos' },
      ]),
    );
  });

  it.each([
    [
      'changes without a comment',
      (s: string[]) => ({ section: s[0] ?? '', verdict: 'changes_requested', comment: ' ' }),
      400,
      'Tell us what should change',
    ],
    ['a bad verdict', (s: string[]) => ({ section: s[0] ?? '', verdict: 'yes' }), 400, 'Choose Approve or Request Changes'],
    ['a section id that is not a UUID', () => ({ section: 'nope', verdict: 'approved' }), 404, 'This review is no longer available'],
  ])('%s: the page again with the reason, nothing stored', async (_name, fields, status, text) => {
    const { token, id, sections } = await seed();
    const before = await state(id);
    const res = await post(token, fields(sections));
    expect(res.status).toBe(status);
    expect(await res.text()).toContain(text);
    expect(await state(id)).toBe(before);
  });

  it("another review's section, a cross-site post and a non-form body change nothing", async () => {
    const mine = await seed();
    const theirs = await seed();
    const before = [await state(mine.id), await state(theirs.id)];
    expect((await post(mine.token, { section: theirs.sections[0] ?? '', verdict: 'approved' })).status).toBe(404);
    expect(
      (await post(mine.token, { section: mine.sections[0] ?? '', verdict: 'approved' }, { 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
    expect(
      (
        await post(
          mine.token,
          { section: mine.sections[0] ?? '', verdict: 'approved' },
          { 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain' },
        )
      ).status,
    ).toBe(415);
    expect([await state(mine.id), await state(theirs.id)]).toEqual(before);
  });

  it('each address has a budget (120 page loads or answers per 10 minutes), and the token is never logged', async () => {
    const { token } = await seed();
    const from = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await get(`/review/${token}`, from)).status);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect(server.output()).not.toContain(token);
    expect(server.output()).toContain('/review/[token]');
  });
});

describe('a review token in any spelling of a URL (issue 42)', () => {
  /** Every hex digit of `token` percent-encoded, as a path may carry it. */
  const escaped = (token: string) => [...token].map((ch) => `%${ch.charCodeAt(0).toString(16)}`).join('');

  it('no log line holds a 64-hex run, whatever the spelling of the path', async () => {
    const { token } = await seed();
    const T = token.toUpperCase();
    const paths = [
      `/review/${token}`,
      `//review/${token}`,
      `/review//${token}`,
      `/REVIEW/${T}`,
      `/review%2F${token}`,
      `/review%2f${token}/`,
      `/studio/review/${token}`,
      `/rest/v1/rpc/review_by_token/${token}`,
      `/review/${escaped(token)}`,
      `/x-${token}-y.html`,
      `/review/${token}/`,
      `/storybook/review/${token}/`,
    ];
    const statuses: number[] = [];
    for (const path of paths)
      statuses.push(
        (await fetch(`${server.url}${path}`, { redirect: 'manual', headers: { 'x-forwarded-for': `203.0.113.${++ip % 250}` } })).status,
      );
    const output = server.output();
    expect(output.match(/[0-9a-f]{64}/i)?.[0]).toBeUndefined();
    expect(output).toContain('"path":"/REVIEW/[token]"');
    expect(output).toContain('"path":"/rest/v1/rpc/review_by_token/[token]"');
    // They reached the page (also as %-escapes), the API, the static files and the redirect alike.
    expect(statuses.slice(0, 4)).toEqual([200, 404, 404, 404]);
    expect(statuses[8]).toBe(200);
    expect(statuses).toContain(302);
  });

  it('GET /review/<t>/ redirects to the link privately: 302, no-store, no Referer, not indexed; other redirects stay 301', async () => {
    const { token } = await seed();
    for (const [path, location] of [
      [`/review/${token}/`, `/review/${token}`],
      [`/review/${token}/?saved=x`, `/review/${token}?saved=x`],
      [`//review/${token}//`, `/review/${token}`],
      [`/storybook/review/${token}/`, `/storybook/review/${token}`],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, { redirect: 'manual', headers: { 'x-forwarded-for': `203.0.113.${++ip % 250}` } });
      expect([path, res.status, res.headers.get('location')]).toEqual([path, 302, location]);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    }
    const other = await fetch(`${server.url}/services/`, { redirect: 'manual' });
    expect([other.status, other.headers.get('location')]).toEqual([301, '/services']);
  });

  it('a post with an Origin and no Sec-Fetch-Site is this site only with the same scheme, host and port', async () => {
    const { token, id, sections } = await seed();
    const before = await state(id);
    const answer = { section: sections[0] ?? '', verdict: 'approved' };
    const port = new URL(server.url).port;
    for (const origin of [`https://127.0.0.1:${port}`, `http://127.0.0.1:${Number(port) + 1}`, `http://localhost:${port}`, 'null']) {
      const res = await post(token, answer, { origin });
      expect([origin, res.status]).toEqual([origin, 403]);
    }
    expect(await state(id)).toBe(before);
    expect((await post(token, answer, { origin: server.url })).status).toBe(303);
  });
});
