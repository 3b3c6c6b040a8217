/** The insert budget on its own: what one request spends, and the answer past the budget. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { rateLimitBody } from '#contract/apiError.ts';
import { HttpError } from '../http/errors.ts';
import { errorResponse } from '../data/errors.ts';
import { insertBudget } from './insertBudget.ts';
import type { RestEnv } from './pipeline.ts';
import type { AuthContext } from '../http/authContext.ts';

/** A budget of `max` units that records every pass through it. */
function store(max: number) {
  const passes: { key: string; cost: number }[] = [];
  const spent = () => passes.reduce((sum, p) => sum + p.cost, 0);
  return {
    passes,
    enabled: true,
    async hit(key: string, cost = 1) {
      passes.push({ key, cost });
      return { allowed: spent() <= max, retryAfterSeconds: 42 };
    },
    async add(key: string) {
      passes.push({ key, cost: 1 });
    },
  };
}

/** POST / with a JSON array of rows: parsed, charged, then "stored" (counted in `stored`). */
function app(limiter: ReturnType<typeof store>, who?: AuthContext, user = limiter) {
  const budget = insertBudget({ address: limiter, user }, false);
  let stored = 0;
  const app = new Hono<RestEnv>();
  app.post('/', budget.track, async (c) => {
    c.set('auth', who);
    const rows: unknown = await c.req.json().catch(() => undefined);
    if (!Array.isArray(rows)) throw new HttpError(400, { code: 'PGRST102', details: null, hint: null, message: 'not rows' });
    await budget.charge(c, rows.length);
    stored += rows.length;
    return c.body(null, 201);
  });
  app.onError((err) => (err instanceof HttpError ? errorResponse(err) : new Response(String(err), { status: 500 })));
  const post = (body: string) => app.request('/', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  return { post, stored: () => stored };
}

describe('insert budget', () => {
  it('an insert of one row passes the budget once and spends one unit', async () => {
    const limiter = store(5);
    expect((await app(limiter).post('[{}]')).status).toBe(201);
    expect(limiter.passes).toEqual([{ key: expect.any(String), cost: 1 }]);
  });

  it('a bulk insert passes once and spends one unit per row', async () => {
    const limiter = store(5);
    expect((await app(limiter).post('[{}, {}, {}]')).status).toBe(201);
    expect(limiter.passes.map((p) => p.cost)).toEqual([3]);
  });

  it('a post refused before its rows are read still spends one unit, once', async () => {
    const limiter = store(5);
    expect((await app(limiter).post('{not json')).status).toBe(400);
    expect(limiter.passes.map((p) => p.cost)).toEqual([1]);
  });

  it("past the budget: 429 with the store's Retry-After and the contract's body, and nothing stored", async () => {
    const limiter = store(2);
    const { post, stored } = app(limiter);
    expect([(await post('[{}]')).status, (await post('[{}]')).status]).toEqual([201, 201]);
    const refused = await post('[{}]');
    expect([refused.status, refused.headers.get('retry-after'), await refused.json()]).toEqual([429, '42', rateLimitBody()]);
    expect([stored(), limiter.passes.length]).toEqual([2, 3]);
  });

  it("a signed-in user's rows spend their own budget, keyed by user, never the address's", async () => {
    const address = store(5);
    const user = store(100);
    const staff: AuthContext = { role: 'authenticated', claims: { role: 'authenticated', sub: 'u-1', aal: 'aal2' } };
    expect((await app(address, staff, user).post(JSON.stringify(Array(50).fill({})))).status).toBe(201);
    expect([address.passes, user.passes]).toEqual([[], [{ key: 'user:u-1', cost: 50 }]]);
  });

  it('the service key spends no budget; an anonymous caller spends the address budget', async () => {
    const address = store(5);
    const user = store(5);
    const service: AuthContext = { role: 'service_role', claims: { role: 'service_role' } };
    expect((await app(address, service, user).post('[{}, {}]')).status).toBe(201);
    expect((await app(address, { role: 'anon', claims: { role: 'anon' } }, user).post('[{}]')).status).toBe(201);
    expect([address.passes.map((p) => p.cost), user.passes]).toEqual([[1], []]);
  });
});
