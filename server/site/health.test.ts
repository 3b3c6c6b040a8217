/** /readyz stays cheap: one readiness check per READY_CACHE_MS, shared by concurrent probes (health.ts). */
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/adapter.ts';
import { readiness } from './health.ts';

function countingDb(fail?: Error) {
  const calls = { n: 0 };
  const db = {
    transaction: async () => {
      calls.n++;
      await new Promise((r) => setTimeout(r, 20));
      if (fail) throw fail;
      throw new Error('no verdict'); // not a Verdict and not a disconnect: still one check
    },
  } as unknown as Database;
  return { db, calls };
}

describe('readiness', () => {
  it('runs one check for a burst of probes and again once the verdict is older than the cache time', async () => {
    const { db, calls } = countingDb();
    const ready = readiness(db, 100);
    await Promise.all(Array.from({ length: 50 }, () => ready().catch(() => undefined)));
    expect(calls.n).toBe(1);
    await new Promise((r) => setTimeout(r, 120));
    await ready().catch(() => undefined);
    expect(calls.n).toBe(2);
  });

  it('a database that cannot be reached is the reason database_unavailable', async () => {
    const { db } = countingDb(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    expect(await readiness(db, 0)()).toBe('database_unavailable');
  });
});
