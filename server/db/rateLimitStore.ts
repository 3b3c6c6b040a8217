/**
 * Fixed-window counters kept in PostgreSQL (server_limits.counters), so every instance of the
 * server and every restart see the same budget. The counting is rate-limiter-flexible's
 * PostgreSQL store (one upsert per hit; the table is db/rateLimits.sql); nothing is kept in the process,
 * so memory is bounded by construction. Keys carry the limit's name (`insert|203.0.113.9`, `password|…`).
 */
import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from './adapter.ts';

export interface Decision {
  allowed: boolean;
  /** Seconds until the window ends (the Retry-After value when refused); at least 1. */
  retryAfterSeconds: number;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Keys longer than this are stored as their SHA-256 (the counters' key column is varchar(255), prefix included). */
const MAX_PLAIN_KEY = 160;
const storedKey = (key: string) => (key.length <= MAX_PLAIN_KEY ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`);

/** One named limit: `max` per `windowMs` per key; max = 0 turns it off. */
export class SharedLimit {
  readonly #limiter: RateLimiterPostgres | undefined;

  constructor(db: Database, name: string, { max, windowMs }: { max: number; windowMs: number }) {
    if (max <= 0) return;
    // The store asks for a pg Pool; this one-method shim runs its statements through the server's pool.
    const storeClient = {
      query: async ({ text, values }: { text: string; values?: unknown[] }) => {
        const { rows } = await db.query(text, values);
        return { rows, rowCount: rows.length };
      },
    };
    this.#limiter = new RateLimiterPostgres({
      storeClient,
      storeType: 'pool',
      schemaName: 'server_limits',
      tableName: 'counters',
      tableCreated: true,
      keyPrefix: name,
      points: max,
      duration: windowMs / 1000,
    });
  }

  get enabled(): boolean {
    return this.#limiter !== undefined;
  }

  /** Counts `cost` against the key's window; refused once the window's total passes max. */
  async hit(key: string, cost = 1): Promise<Decision> {
    if (!this.#limiter) return { allowed: true, retryAfterSeconds: 0 };
    try {
      const res = await this.#limiter.consume(storedKey(key), cost);
      return { allowed: true, retryAfterSeconds: seconds(res.msBeforeNext) };
    } catch (err) {
      if (err instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: seconds(err.msBeforeNext) };
      throw err; // the database: the caller's usual 503 path
    }
  }

  /** Seconds until the window ends when the key has used its budget, else undefined. Counts nothing. */
  async blocked(key: string): Promise<number | undefined> {
    if (!this.#limiter) return undefined;
    const res = await this.#limiter.get(storedKey(key));
    return res && res.consumedPoints >= this.#limiter.points ? seconds(res.msBeforeNext) : undefined;
  }

  /** Adds one to the key's window without deciding anything (a failure counted after the fact). */
  async add(key: string): Promise<void> {
    if (this.#limiter) await this.#limiter.penalty(storedKey(key), 1);
  }

  /** True while the key has been counted in its window (a remembered fact: "signed in from here"). */
  async seen(key: string): Promise<boolean> {
    return this.#limiter ? (await this.#limiter.get(storedKey(key))) !== null : false;
  }

  /** Refuses the key for `ms` from now, whatever it had counted (a lock). */
  async block(key: string, ms: number): Promise<void> {
    if (this.#limiter) await this.#limiter.block(storedKey(key), Math.max(1, Math.ceil(ms / 1000)));
  }

  /** What the key has counted in its current window (0 when nothing). */
  async count(key: string): Promise<number> {
    return this.#limiter ? ((await this.#limiter.get(storedKey(key)))?.consumedPoints ?? 0) : 0;
  }

  async clear(key: string): Promise<void> {
    if (this.#limiter) await this.#limiter.delete(storedKey(key));
  }
}
