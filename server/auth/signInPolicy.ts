/**
 * Rate limits on guesses (password grant, sign-up, MFA challenge and verify), like GoTrue's
 * per-address limits plus per-account failure limits. Counted in PostgreSQL (../db/rateLimitStore.ts), so
 * every instance and every restart share them.
 *
 * Lock-out policy (an attacker must not be able to lock the real staff member out for long):
 * - per address: every attempt counts (`perAddress` per window);
 * - per account and address: failures count (`perAccount`), so an attacker locks only their own
 *   address out of that account; a success from the address clears its count;
 * - per account over all addresses: failures count (`perAccountTotal`) against distributed
 *   guessing, but an address that signed in to the account successfully in the last 30 days is
 *   exempt. The real staff member at their usual address is never blocked by it, and from a new
 *   address waits at most one window.
 * - a known device (a valid device cookie, device.ts) counts its failures on its own
 *   (`perAccount` per window) and is held back by nothing else: failures from unknown devices and
 *   addresses never lock it out. Once its own count is used up it is an unknown device again.
 */
import type { Database } from '../db/adapter.ts';
import { SharedLimit } from '../db/rateLimitStore.ts';
import type { AuthRateLimit } from '../config/auth.ts';

const TRUSTED_FOR_MS = 30 * 86_400_000;
const DAY_MS = 86_400_000;

export type AttemptKind = 'password' | 'signup' | 'challenge' | 'verify';

export class AuthLimits {
  readonly #attempts: SharedLimit;
  readonly #failures: SharedLimit;
  readonly #failuresTotal: SharedLimit;
  readonly #trusted: SharedLimit;
  readonly #deviceFailures: SharedLimit;
  readonly #totpStreak: SharedLimit;
  readonly #totpLock: SharedLimit;
  readonly #opts: AuthRateLimit;

  constructor(db: Database, opts: AuthRateLimit) {
    this.#opts = opts;
    const windowMs = opts.windowMs;
    this.#attempts = new SharedLimit(db, 'auth-attempt', { max: opts.perAddress, windowMs });
    this.#failures = new SharedLimit(db, 'auth-fail', { max: opts.perAccount, windowMs });
    this.#failuresTotal = new SharedLimit(db, 'auth-fail-all', { max: opts.perAccountTotal, windowMs });
    this.#trusted = new SharedLimit(db, 'auth-trusted', { max: 2 ** 31 - 1, windowMs: TRUSTED_FOR_MS });
    this.#deviceFailures = new SharedLimit(db, 'auth-device-fail', { max: opts.perAccount, windowMs });
    // Wrong two-factor codes per account over a day, and the escalating lock they lead to.
    this.#totpStreak = new SharedLimit(db, 'auth-totp-streak', { max: opts.totpLockAfter > 0 ? 2 ** 31 - 1 : 0, windowMs: DAY_MS });
    this.#totpLock = new SharedLimit(db, 'auth-totp-lock', { max: opts.totpLockAfter > 0 ? 1 : 0, windowMs: DAY_MS });
  }

  /** Counts an attempt from an address; returns Retry-After seconds when over the limit. */
  async attempt(kind: AttemptKind, address: string): Promise<number | undefined> {
    const decision = await this.#attempts.hit(`${kind}|${address}`);
    return decision.allowed ? undefined : decision.retryAfterSeconds;
  }

  /** Retry-After seconds when guesses against `account` from `address` are refused right now. */
  async accountBlocked(kind: AttemptKind, account: string, address: string): Promise<number | undefined> {
    const own = await this.#failures.blocked(`${kind}|${account}|${address}`);
    if (own !== undefined) return own;
    if (await this.#trusted.seen(`${kind}|${account}|${address}`)) return undefined;
    return this.#failuresTotal.blocked(`${kind}|${account}`);
  }

  /** True when the known device (its id from device.ts) has used up its own failures for this window. */
  async deviceLocked(device: string): Promise<boolean> {
    return (await this.#deviceFailures.blocked(device)) !== undefined;
  }

  /** A wrong password from a known device: counted for that device only. */
  async deviceFailure(device: string): Promise<void> {
    await this.#deviceFailures.add(device);
  }

  /**
   * A failed attempt. `guess: false` for a wrong code while the staff member sets up their own
   * authenticator (an unverified factor): rate-limited like any other, but not a guess at the
   * account's codes, so it neither locks them nor is reported at the next sign-in.
   */
  async failure(kind: AttemptKind, account: string, address: string, { guess = true } = {}): Promise<void> {
    await Promise.all([this.#failures.add(`${kind}|${account}|${address}`), this.#failuresTotal.add(`${kind}|${account}`)]);
    if (kind !== 'verify' || !guess || !this.#totpStreak.enabled) return;
    const streak = (await this.#totpStreak.hit(account)).allowed ? await this.#totpStreak.count(account) : 0;
    const { totpLockAfter: after, totpLockMs: base } = this.#opts;
    // 10 wrong codes: locked 5 min; every 5 more double it (15: 10 min, 20: 20 min…), at most a day.
    if (streak >= after && (streak - after) % 5 === 0)
      await this.#totpLock.block(account, Math.min(base * 2 ** ((streak - after) / 5), DAY_MS));
  }

  /**
   * Retry-After seconds while the account's two-factor codes are locked after repeated wrong codes.
   * Addresses that signed in to the account before are never locked out.
   */
  async totpLocked(account: string, address: string): Promise<number | undefined> {
    if (!this.#totpLock.enabled || (await this.#trusted.seen(`verify|${account}|${address}`))) return undefined;
    return this.#totpLock.blocked(account);
  }

  /** Wrong codes since the last successful two-factor sign-in (within a day). */
  totpFailures(account: string): Promise<number> {
    return this.#totpStreak.count(account);
  }

  async success(kind: AttemptKind, account: string, address: string): Promise<void> {
    await Promise.all([this.#failures.clear(`${kind}|${account}|${address}`), this.#trusted.hit(`${kind}|${account}|${address}`)]);
  }

  /** After a successful two-factor sign-in: the count starts again. */
  async clearTotpFailures(account: string): Promise<void> {
    await this.#totpStreak.clear(account);
  }
}
