/**
 * A cap on concurrent password hashing. argon2id takes ~20 MiB and tens of milliseconds of a core
 * per hash, on libuv's thread pool, which static files (fs) and DNS share: a sign-in flood with no
 * cap fills every pool thread and every core, and the rest of the site waits behind it. Hashes
 * beyond `concurrency` wait in order, at most `maxWaitMs` and at most `maxQueue` of them; past
 * either, the request gets 503 with Retry-After instead of queueing without end.
 *
 * Two lanes, so a flood of anonymous sign-ins cannot starve the staff: a sign-in from a known
 * device (a valid device cookie, device.ts) is `known`, everything else `unknown`. Known sign-ins
 * have `reserved` slots of their own on top of `concurrency`, and every freed slot goes to a
 * waiting known sign-in first. Unknown ones share `concurrency` and their own queue. The known lane
 * cannot be flooded anonymously: its cookie is signed, and its failures are limited per device
 * (signInPolicy.ts). (Per-address sharing would not help here: a botnet has more addresses than a
 * queue has places.)
 */
import type { AuthOptions } from '../config/auth.ts';
import { AuthError } from './errors.ts';

/** AUTH_HASH_*: the slots and queues (auth/config.ts documents each). */
export type HashingLimit = AuthOptions['hashing'];

export type Lane = 'known' | 'unknown';
type Slot = 'shared' | 'reserved';

export const serverBusy = () =>
  new AuthError(503, 'server_busy', 'Too many sign-ins are being checked right now. Please try again in a moment.', {
    headers: { 'Retry-After': '1' },
  });

interface Waiter {
  grant: (slot: Slot) => void;
  timer: NodeJS.Timeout;
}

export class HashSlots {
  readonly #limit: HashingLimit;
  readonly #busy: Record<Slot, number> = { shared: 0, reserved: 0 };
  readonly #queues: Record<Lane, Waiter[]> = { known: [], unknown: [] };

  constructor(limit: HashingLimit) {
    this.#limit = limit;
  }

  /** Runs `work` in a slot of `lane`; throws serverBusy() when none frees up in time. */
  async run<T>(work: () => Promise<T>, lane: Lane = 'unknown'): Promise<T> {
    const slot = await this.#acquire(lane);
    try {
      return await work();
    } finally {
      this.#release(slot);
    }
  }

  /** True when a sign-in of `lane` would be refused right now (no free slot, its queue full): refuse it before any other work. */
  full(lane: Lane): boolean {
    return this.#free(lane) === undefined && this.#queues[lane].length >= this.#limit.maxQueue;
  }

  #free(lane: Lane): Slot | undefined {
    if (lane === 'known' && this.#busy.reserved < this.#limit.reserved) return 'reserved';
    if (this.#busy.shared < this.#limit.concurrency) return 'shared';
    return undefined;
  }

  #acquire(lane: Lane): Promise<Slot> {
    const free = this.#free(lane);
    if (free) {
      this.#busy[free]++;
      return Promise.resolve(free);
    }
    const queue = this.#queues[lane];
    if (queue.length >= this.#limit.maxQueue) return Promise.reject(serverBusy());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: (slot) => {
          clearTimeout(waiter.timer);
          resolve(slot);
        },
        timer: setTimeout(() => {
          const i = queue.indexOf(waiter);
          if (i !== -1) queue.splice(i, 1);
          reject(serverBusy());
        }, this.#limit.maxWaitMs),
      };
      queue.push(waiter);
    });
  }

  #release(slot: Slot): void {
    // The slot passes straight to the next waiter: a known sign-in first; a reserved slot to no other.
    const next = this.#queues.known.shift() ?? (slot === 'shared' ? this.#queues.unknown.shift() : undefined);
    if (next) next.grant(slot);
    else this.#busy[slot]--;
  }
}
