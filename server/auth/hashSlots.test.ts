import { describe, expect, it } from 'vitest';
import { HashSlots } from './hashSlots.ts';

describe('hashing slots', () => {
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('runs at most `concurrency` at once, in order; past the queue or the wait it is 503 server_busy', async () => {
    const slots = new HashSlots({ concurrency: 1, maxWaitMs: 40, maxQueue: 1 });
    const first = deferred();
    const order: string[] = [];
    const a = slots.run(async () => {
      order.push('a');
      await first.promise;
    });
    const b = slots.run(async () => void order.push('b'));
    await expect(slots.run(async () => void order.push('c'))).rejects.toMatchObject({ status: 503, code: 'server_busy', headers: { 'Retry-After': '1' } });
    // b waits its 40 ms while a holds the slot, then is refused too.
    await expect(b).rejects.toMatchObject({ status: 503, code: 'server_busy' });
    first.resolve();
    await a;
    await slots.run(async () => void order.push('d'));
    expect(order).toEqual(['a', 'd']);
  });

  it('a released slot passes to the next waiter first', async () => {
    const slots = new HashSlots({ concurrency: 1, maxWaitMs: 1000, maxQueue: 5 });
    const gate = deferred();
    const order: number[] = [];
    const runs = [slots.run(() => gate.promise.then(() => void order.push(0)))];
    for (let i = 1; i <= 3; i++) runs.push(slots.run(async () => void order.push(i)));
    gate.resolve();
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2, 3]);
  });
});
