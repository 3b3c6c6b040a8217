import { describe, expect, it } from 'vitest';
import { HashSlots } from './hashSlots.ts';

describe('hashing slots', () => {
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('runs at most `concurrency` at once, in order; past the queue or the wait it is 503 server_busy', async () => {
    const slots = new HashSlots({ concurrency: 1, reserved: 0, maxWaitMs: 40, maxQueue: 1 });
    const first = deferred();
    const order: string[] = [];
    const a = slots.run(async () => {
      order.push('a');
      await first.promise;
    });
    const b = slots.run(async () => void order.push('b'));
    await expect(slots.run(async () => void order.push('c'))).rejects.toMatchObject({
      status: 503,
      code: 'server_busy',
      headers: { 'Retry-After': '1' },
    });
    // b waits its 40 ms while a holds the slot, then is refused too.
    await expect(b).rejects.toMatchObject({ status: 503, code: 'server_busy' });
    first.resolve();
    await a;
    await slots.run(async () => void order.push('d'));
    expect(order).toEqual(['a', 'd']);
  });

  it('a released slot passes to the next waiter first', async () => {
    const slots = new HashSlots({ concurrency: 1, reserved: 0, maxWaitMs: 1000, maxQueue: 5 });
    const gate = deferred();
    const order: number[] = [];
    const runs = [slots.run(() => gate.promise.then(() => void order.push(0)))];
    for (let i = 1; i <= 3; i++) runs.push(slots.run(async () => void order.push(i)));
    gate.resolve();
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2, 3]);
  });

  it('known devices have reserved slots of their own: a full unknown lane neither delays nor refuses them', async () => {
    const slots = new HashSlots({ concurrency: 1, reserved: 1, maxWaitMs: 1000, maxQueue: 1 });
    const gate = deferred();
    const flood = [slots.run(() => gate.promise), slots.run(() => gate.promise)]; // the slot, then the queue
    expect(slots.full('unknown')).toBe(true);
    expect(slots.full('known')).toBe(false);
    await expect(slots.run(async () => 'late')).rejects.toMatchObject({ status: 503, code: 'server_busy' });
    expect(await slots.run(async () => 'staff', 'known')).toBe('staff'); // at once, in the reserved slot
    gate.resolve();
    await Promise.all(flood);
  });

  it('a freed slot goes to a waiting known device before unknown ones; a reserved slot never to an unknown one', async () => {
    const slots = new HashSlots({ concurrency: 1, reserved: 1, maxWaitMs: 1000, maxQueue: 5 });
    const shared = deferred();
    const reserved = deferred();
    const order: string[] = [];
    const runs = [slots.run(() => shared.promise), slots.run(() => reserved.promise, 'known')]; // both slots busy
    runs.push(
      slots.run(async () => void order.push('unknown 1')),
      slots.run(async () => void order.push('unknown 2')),
    );
    runs.push(slots.run(async () => void order.push('known'), 'known'));
    reserved.resolve(); // frees the reserved slot: the known waiter takes it, the unknown ones keep waiting
    await runs[4];
    expect(order).toEqual(['known']);
    shared.resolve();
    await Promise.all(runs);
    expect(order).toEqual(['known', 'unknown 1', 'unknown 2']);
  });

  it('without reserved slots, known devices still go first in the queue', async () => {
    const slots = new HashSlots({ concurrency: 1, reserved: 0, maxWaitMs: 1000, maxQueue: 5 });
    const gate = deferred();
    const order: string[] = [];
    const runs = [slots.run(() => gate.promise), slots.run(async () => void order.push('unknown'))];
    runs.push(slots.run(async () => void order.push('known'), 'known'));
    gate.resolve();
    await Promise.all(runs);
    expect(order).toEqual(['known', 'unknown']);
  });
});
