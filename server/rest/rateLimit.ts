/**
 * Per-client limit on inserts (fixed window). The body constants are shared with the front end
 * and the MSW mocks, so this module stays free of Node imports.
 */
import type { PostgrestErrorBody } from './errors.ts';

export const RATE_LIMIT_STATUS = 429;
export const RATE_LIMIT_CODE = 'rate_limited';
export const RATE_LIMIT_MESSAGE = 'Too many submissions. Please wait a minute and try again.';

/** The exact JSON body of a 429; supabase-js hands it to the caller as `error`. */
export function rateLimitBody(): PostgrestErrorBody {
  return { code: RATE_LIMIT_CODE, details: null, hint: null, message: RATE_LIMIT_MESSAGE };
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the client's window resets (the Retry-After value when refused). */
  retryAfterSeconds: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Default bound on the clients remembered at once (about 100 bytes each). */
export const DEFAULT_MAX_CLIENTS = 100_000;

export class FixedWindowLimiter {
  readonly #max: number;
  readonly #windowMs: number;
  readonly #maxClients: number;
  readonly #now: () => number;
  // Insertion order = order of window start, so the first entry is always the oldest window.
  readonly #windows = new Map<string, Window>();
  #nextSweep = 0;

  /** max = 0 disables the limiter; maxClients bounds memory (oldest windows are dropped first). */
  constructor(options: { max: number; windowMs: number; maxClients?: number; now?: () => number }) {
    this.#max = options.max;
    this.#windowMs = options.windowMs;
    this.#maxClients = options.maxClients ?? DEFAULT_MAX_CLIENTS;
    this.#now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.#max > 0;
  }

  /** Clients currently remembered (for tests and monitoring). */
  get size(): number {
    return this.#windows.size;
  }

  /** Counts `cost` units (one request, or the rows of a bulk insert) against the key's window. */
  hit(key: string, cost = 1): RateLimitDecision {
    if (!this.enabled) return { allowed: true, retryAfterSeconds: 0 };
    const now = this.#now();
    this.#sweep(now);
    let w = this.#windows.get(key);
    if (!w || w.resetAt <= now) {
      this.#windows.delete(key);
      if (this.#windows.size >= this.#maxClients) this.#evict();
      w = { count: 0, resetAt: now + this.#windowMs };
      this.#windows.set(key, w);
    }
    w.count += cost;
    return { allowed: w.count <= this.#max, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
  }

  // Drop expired windows once per window length, so memory tracks recent clients only.
  #sweep(now: number): void {
    if (now < this.#nextSweep) return;
    this.#nextSweep = now + this.#windowMs;
    for (const [key, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(key);
  }

  // Full: drop the oldest window. Windows share one length, so the oldest is the first to reset
  // (or has already): O(1), no scan.
  #evict(): void {
    const oldest = this.#windows.keys().next();
    if (!oldest.done) this.#windows.delete(oldest.value);
  }
}
