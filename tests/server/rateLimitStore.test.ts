/** Rate limits kept in PostgreSQL (server/db/rateLimitStore.ts): one budget across instances and restarts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/adapter.ts';
import { openDatabase } from '../../server/db/open.ts';
import { resolveOptions } from '../../server/config/options.ts';
import { SharedLimit } from '../../server/db/rateLimitStore.ts';
import { createPgDatabase } from './helpers/backends.ts';
import { sleep } from './helpers/load.ts';

let a: Database;
let b: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const db = await createPgDatabase();
  drop = db.drop;
  // Two pools on one database: two server instances.
  a = await openDatabase(resolveOptions({ databaseUrl: db.url }));
  b = await openDatabase(resolveOptions({ databaseUrl: db.url }));
});
afterAll(async () => {
  await a.close();
  await b.close();
  await drop();
});

describe('SharedLimit', () => {
  it('allows max per window per key, then refuses with the time left; other keys and limits are separate', async () => {
    const l = new SharedLimit(a, 'unit-basic', { max: 2, windowMs: 10_000 });
    expect((await l.hit('x')).allowed).toBe(true);
    expect((await l.hit('x')).allowed).toBe(true);
    const refused = await l.hit('x');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(9);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(10);
    expect((await l.hit('y')).allowed).toBe(true);
    expect((await new SharedLimit(a, 'unit-other', { max: 2, windowMs: 10_000 }).hit('x')).allowed).toBe(true);
  });

  it('a bulk insert costs one unit per row', async () => {
    const l = new SharedLimit(a, 'unit-bulk', { max: 5, windowMs: 60_000 });
    expect((await l.hit('a')).allowed).toBe(true);
    expect((await l.hit('a', 4)).allowed).toBe(true);
    expect((await l.hit('a')).allowed).toBe(false);
    expect((await l.hit('b', 5)).allowed).toBe(true);
    expect((await l.hit('c', 6)).allowed).toBe(false);
  });

  it('two instances (two pools) share one budget, and a new instance (a restart) keeps it', async () => {
    const one = new SharedLimit(a, 'unit-shared', { max: 4, windowMs: 60_000 });
    const two = new SharedLimit(b, 'unit-shared', { max: 4, windowMs: 60_000 });
    const results = [await one.hit('k'), await two.hit('k'), await one.hit('k'), await two.hit('k'), await one.hit('k')];
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, false]);
    expect((await new SharedLimit(b, 'unit-shared', { max: 4, windowMs: 60_000 }).hit('k')).allowed).toBe(false);
  });

  it('concurrent hits from two instances never let more than max through', async () => {
    const one = new SharedLimit(a, 'unit-race', { max: 10, windowMs: 60_000 });
    const two = new SharedLimit(b, 'unit-race', { max: 10, windowMs: 60_000 });
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).hit('same')));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('the window ends: the key starts again', async () => {
    const l = new SharedLimit(a, 'unit-window', { max: 1, windowMs: 1000 });
    expect((await l.hit('w')).allowed).toBe(true);
    expect((await l.hit('w')).allowed).toBe(false);
    await sleep(1100);
    expect((await l.hit('w')).allowed).toBe(true);
  });

  it('blocked / add / clear / seen: failures counted after the fact', async () => {
    const l = new SharedLimit(a, 'unit-fail', { max: 2, windowMs: 60_000 });
    expect(await l.blocked('acct')).toBeUndefined();
    expect(await l.seen('acct')).toBe(false);
    await l.add('acct');
    expect(await l.seen('acct')).toBe(true);
    expect(await l.blocked('acct')).toBeUndefined();
    await l.add('acct');
    expect(await l.blocked('acct')).toBeGreaterThan(0);
    await l.clear('acct');
    expect(await l.blocked('acct')).toBeUndefined();
  });

  it('max 0 turns a limit off and touches no table', async () => {
    const l = new SharedLimit(a, 'unit-off', { max: 0, windowMs: 1000 });
    expect(l.enabled).toBe(false);
    for (let i = 0; i < 50; i++) expect((await l.hit('a')).allowed).toBe(true);
    expect((await a.query('select count(*)::int as n from server_limits.counters where key like $1', ['unit-off%'])).rows[0]).toEqual({
      n: 0,
    });
  });

  it("the counters are out of the API roles' reach", async () => {
    for (const role of ['anon', 'authenticated']) {
      await expect(
        a.transaction(async (tx) => {
          await tx.query(`set local role ${role}`);
          await tx.query('select * from server_limits.counters');
        }),
      ).rejects.toThrow(/permission denied/);
    }
  });
});
