/**
 * Password hashing with argon2id (@node-rs/argon2). Unknown e-mails are checked against a dummy
 * hash of the same cost, so a sign-in takes about as long whether or not the account exists.
 * The native module is loaded by the first hash or check (a server nobody signs in to never loads it).
 */
import type * as Argon2 from '@node-rs/argon2';
import type { Argon2Cost } from '../config/auth.ts';
import { validationFailed, weakPassword } from './errors.ts';
import { HashSlots } from './hashSlots.ts';
import type { HashingLimit, Lane } from './hashSlots.ts';

/** Algorithm.Argon2id (an ambient const enum, so not importable under verbatimModuleSyntax). */
const ARGON2ID = 2;

let argon2: Promise<typeof Argon2> | undefined;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

/** argon2's verify: false for a wrong password or a malformed hash. */
async function check(stored: string, password: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  return verify(stored, password).catch(() => false);
}

/** Longer passwords are refused outright (hashing megabytes is a denial-of-service lever). */
export const PASSWORD_MAX_LENGTH = 1024;

export class Passwords {
  readonly #cost: Argon2Cost;
  readonly #slots: HashSlots | undefined;
  #dummy: Promise<string> | undefined;

  /** With `limit`, at most `limit.concurrency` hashes run at once (hashSlots.ts); the CLI passes none. */
  constructor(cost: Argon2Cost, limit?: HashingLimit) {
    this.#cost = cost;
    this.#slots = limit ? new HashSlots(limit) : undefined;
  }

  #slot<T>(work: () => Promise<T>, lane: Lane): Promise<T> {
    return this.#slots ? this.#slots.run(work, lane) : work();
  }

  /** True when a check in `lane` would be refused at once (hashSlots.ts): no slot free, the queue full. */
  full(lane: Lane): boolean {
    return this.#slots?.full(lane) ?? false;
  }

  async #hash(password: string): Promise<string> {
    const { hash } = await loadArgon2();
    return hash(password, { algorithm: ARGON2ID, memoryCost: this.#cost.memoryCost, timeCost: this.#cost.timeCost, parallelism: 1 });
  }

  hash(password: string, lane: Lane = 'unknown'): Promise<string> {
    return this.#slot(() => this.#hash(password), lane);
  }

  /** False for a missing hash too, after spending the same time (and the same slot) on a dummy. */
  async verify(stored: string | null | undefined, password: string, lane: Lane = 'unknown'): Promise<boolean> {
    if (!stored || password.length > PASSWORD_MAX_LENGTH) {
      this.#dummy ??= this.#hash(`dummy-${Math.random()}`);
      const dummy = await this.#dummy;
      await this.#slot(() => check(dummy, password.slice(0, PASSWORD_MAX_LENGTH)), lane);
      return false;
    }
    return this.#slot(() => check(stored, password), lane);
  }
}

/** GoTrue's checks for a new password: 422 weak_password below the minimum length. */
export function checkNewPassword(password: unknown, minLength: number): string {
  if (typeof password !== 'string' || password === '') throw validationFailed('Password is required');
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw validationFailed(`Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`);
  }
  if ([...password].length < minLength) throw weakPassword(minLength);
  return password;
}
