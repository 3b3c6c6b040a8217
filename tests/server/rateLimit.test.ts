/** Per-client insert rate limit, through supabase-js, on both backends. */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_CODE, rateLimitBody } from '../../contract/apiError.ts';
import { startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';

const row = (n: number) => ({ name: `R${n}`, email: `r${n}@example.com`, service: 'custom', message: 'rate limit test' });

function clientFrom(s: TestServer, ip: string) {
  return createClient(s.url, s.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { 'X-Forwarded-For': `198.51.100.99, ${ip}` } },
  });
}

describe('rate limit', () => {
  let s: TestServer;
  const MAX = 3;

  beforeAll(async () => {
    s = await startTestServer({ rateLimit: { max: MAX, windowMs: 60_000 }, trustProxy: true });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it(`the ${MAX + 1}th insert from one client is refused with 429, Retry-After and the shared body`, async () => {
    const a = clientFrom(s, '203.0.113.1');
    for (let i = 0; i < MAX; i++) {
      expect((await a.from('submissions').insert(row(i))).status).toBe(201);
    }
    const res = await a.from('submissions').insert(row(99));
    expect(res.status).toBe(429);
    expect(res.error).toEqual(rateLimitBody());
    expect(res.error?.code).toBe(RATE_LIMIT_CODE);
    expect(await s.count()).toBe(MAX); // the refused one was not stored

    const rawRes = await fetch(`${s.url}/rest/v1/submissions`, {
      method: 'POST',
      headers: {
        apikey: s.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.1',
        origin: 'https://studio.example',
      },
      body: JSON.stringify(row(100)),
    });
    expect(rawRes.status).toBe(429);
    const retryAfter = Number(rawRes.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Browsers may read it cross-origin.
    expect(rawRes.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('another client is unaffected', async () => {
    const res = await clientFrom(s, '203.0.113.2').from('submissions').insert(row(200));
    expect(res).toMatchObject({ status: 201, error: null });
    expect(await s.count()).toBe(MAX + 1);
  });

  it('an insert spends exactly one unit of the budget, a bulk insert one per row, a refused post one', async () => {
    const statuses = async (sends: (() => PromiseLike<{ status: number }>)[]) => {
      const out: number[] = [];
      for (const send of sends) out.push((await send()).status);
      return out;
    };
    const one = (ip: string, n: number) => () => clientFrom(s, ip).from('submissions').insert(row(n));
    // MAX is 3: three single inserts pass and the fourth is refused, so each spent one unit, no more.
    expect(await statuses([one('203.0.113.21', 1), one('203.0.113.21', 2), one('203.0.113.21', 3)])).toEqual([201, 201, 201]);
    expect((await one('203.0.113.21', 4)()).status).toBe(429);
    // Two rows spend two units: one single insert fits beside them, the next does not.
    const bulk = () =>
      clientFrom(s, '203.0.113.22')
        .from('submissions')
        .insert([row(5), row(6)]);
    expect(await statuses([bulk, one('203.0.113.22', 7), one('203.0.113.22', 8)])).toEqual([201, 201, 429]);
    // A post refused before its rows were read (no JSON) still spends one unit, and only one.
    const garbage = () =>
      fetch(`${s.url}/rest/v1/submissions`, {
        method: 'POST',
        headers: { apikey: s.anonKey, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.23' },
        body: '{not json',
      });
    expect(await statuses([garbage, one('203.0.113.23', 9), one('203.0.113.23', 10)])).toEqual([400, 201, 201]);
    expect((await one('203.0.113.23', 11)()).status).toBe(429);
  });

  it('reads are not rate limited', async () => {
    const res = await clientFrom(s, '203.0.113.1').from('submissions').select('*');
    expect(res.status).toBe(401); // RLS/grants, not 429
  });
});

describe('rate limit without TRUST_PROXY', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ rateLimit: { max: 1, windowMs: 60_000 }, trustProxy: false });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('ignores X-Forwarded-For, so a client cannot dodge the limit by faking it', async () => {
    expect((await clientFrom(s, '203.0.113.10').from('submissions').insert(row(1))).status).toBe(201);
    const second = await clientFrom(s, '203.0.113.11').from('submissions').insert(row(2));
    expect(second.status).toBe(429);
    expect(await s.count()).toBe(1);
  });
});
