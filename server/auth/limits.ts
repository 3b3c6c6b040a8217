/**
 * Rate limits on guesses (password grant, sign-up, MFA challenge and verify), like GoTrue's
 * per-address limits plus per-account failure limits.
 *
 * Lock-out policy (an attacker must not be able to lock the real staff member out for long):
 * - per address: every attempt counts (`perAddress` per window);
 * - per account and address: failures count (`perAccount`), so an attacker locks only their own
 *   address out of that account; a success from the address clears its count;
 * - per account over all addresses: failures count (`perAccountTotal`) against distributed
 *   guessing, but an address that has signed in to the account successfully before (since this
 *   process started) is exempt. The real staff member at their usual address is never blocked by
 *   it, and from a new address waits at most one window.
 * All in memory: per process, reset on restart (as GoTrue's own limiter).
 */
import type { AuthRateLimit } from './config.ts';

interface Window {
  count: number;
  resetAt: number;
}

const TRUSTED_LIMIT = 50;

class Counter {
  readonly #windows = new Map<string, Window>();
  readonly #windowMs: number;
  #nextSweep = 0;
  constructor(windowMs: number) {
    this.#windowMs = windowMs;
  }
  /** Seconds until the key's window ends if it has reached max, else undefined. */
  blocked(key: string, max: number, now: number): number | undefined {
    if (max <= 0) return undefined;
    const w = this.#windows.get(key);
    if (!w || w.resetAt <= now || w.count < max) return undefined;
    return Math.max(1, Math.ceil((w.resetAt - now) / 1000));
  }
  add(key: string, now: number): void {
    this.#sweep(now);
    let w = this.#windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + this.#windowMs };
      this.#windows.set(key, w);
    }
    w.count++;
  }
  clear(key: string): void {
    this.#windows.delete(key);
  }
  #sweep(now: number): void {
    if (now < this.#nextSweep) return;
    this.#nextSweep = now + this.#windowMs;
    for (const [key, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(key);
  }
}

export type AttemptKind = 'password' | 'signup' | 'challenge' | 'verify';

export class AuthLimits {
  readonly #opts: AuthRateLimit;
  readonly #now: () => number;
  readonly #attempts: Counter;
  readonly #failures: Counter;
  readonly #trusted = new Map<string, Set<string>>();

  constructor(opts: AuthRateLimit, now: () => number = Date.now) {
    this.#opts = opts;
    this.#now = now;
    this.#attempts = new Counter(opts.windowMs);
    this.#failures = new Counter(opts.windowMs);
  }

  /** Counts an attempt from an address; returns Retry-After seconds when over the limit. */
  attempt(kind: AttemptKind, address: string): number | undefined {
    const now = this.#now();
    const key = `${kind}|${address}`;
    const blocked = this.#attempts.blocked(key, this.#opts.perAddress, now);
    if (blocked !== undefined) return blocked;
    this.#attempts.add(key, now);
    return undefined;
  }

  /** Retry-After seconds when guesses against `account` from `address` are refused right now. */
  accountBlocked(kind: AttemptKind, account: string, address: string): number | undefined {
    const now = this.#now();
    const own = this.#failures.blocked(`${kind}|${account}|${address}`, this.#opts.perAccount, now);
    if (own !== undefined) return own;
    if (this.#trusted.get(`${kind}|${account}`)?.has(address)) return undefined;
    return this.#failures.blocked(`${kind}|${account}`, this.#opts.perAccountTotal, now);
  }

  failure(kind: AttemptKind, account: string, address: string): void {
    const now = this.#now();
    this.#failures.add(`${kind}|${account}|${address}`, now);
    this.#failures.add(`${kind}|${account}`, now);
  }

  success(kind: AttemptKind, account: string, address: string): void {
    this.#failures.clear(`${kind}|${account}|${address}`);
    const key = `${kind}|${account}`;
    let set = this.#trusted.get(key);
    if (!set) {
      if (this.#trusted.size > 10_000) this.#trusted.clear();
      set = new Set();
      this.#trusted.set(key, set);
    }
    if (set.size >= TRUSTED_LIMIT) set.clear();
    set.add(address);
  }
}
