/**
 * A cap on concurrent password hashing. argon2id takes ~20 MiB and tens of milliseconds of a core
 * per hash, on libuv's thread pool, which static files (fs) and DNS share: a sign-in flood with no
 * cap fills every pool thread and every core, and the rest of the site waits behind it. Hashes
 * beyond `concurrency` wait in order, at most `maxWaitMs` and at most `maxQueue` of them; past
 * either, the request gets 503 with Retry-After instead of queueing without end.
 */
import { AuthError } from './errors.ts';

export interface HashingLimit {
  /** Hashes computed at once. */
  concurrency: number;
  /** How long a sign-in may wait for a slot before it is refused. */
  maxWaitMs: number;
  /** Sign-ins waiting at most; more are refused at once. */
  maxQueue: number;
}

export const serverBusy = () =>
  new AuthError(503, 'server_busy', 'Too many sign-ins are being checked right now. Please try again in a moment.', {
    headers: { 'Retry-After': '1' },
  });

interface Waiter {
  grant: () => void;
  timer: NodeJS.Timeout;
}

export class HashSlots {
  readonly #limit: HashingLimit;
  #busy = 0;
  readonly #queue: Waiter[] = [];

  constructor(limit: HashingLimit) {
    this.#limit = limit;
  }

  /** Runs `work` in a slot; throws serverBusy() when none frees up in time. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.#acquire();
    try {
      return await work();
    } finally {
      this.#release();
    }
  }

  #acquire(): Promise<void> {
    if (this.#busy < this.#limit.concurrency) {
      this.#busy++;
      return Promise.resolve();
    }
    if (this.#queue.length >= this.#limit.maxQueue) return Promise.reject(serverBusy());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const i = this.#queue.indexOf(waiter);
          if (i !== -1) this.#queue.splice(i, 1);
          reject(serverBusy());
        }, this.#limit.maxWaitMs),
      };
      this.#queue.push(waiter);
    });
  }

  #release(): void {
    const next = this.#queue.shift();
    if (next) next.grant(); // the slot passes straight to the next waiter
    else this.#busy--;
  }
}
