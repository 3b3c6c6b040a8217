/**
 * Password hashing with argon2id (@node-rs/argon2). Unknown e-mails are checked against a dummy
 * hash of the same cost, so a sign-in takes about as long whether or not the account exists.
 */
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (an ambient const enum, so not importable under verbatimModuleSyntax). */
const ARGON2ID = 2;
import type { Argon2Cost } from './config.ts';
import { validationFailed, weakPassword } from './errors.ts';

/** Longer passwords are refused outright (hashing megabytes is a denial-of-service lever). */
export const PASSWORD_MAX_LENGTH = 1024;

export class Passwords {
  readonly #cost: Argon2Cost;
  #dummy: Promise<string> | undefined;

  constructor(cost: Argon2Cost) {
    this.#cost = cost;
  }

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, memoryCost: this.#cost.memoryCost, timeCost: this.#cost.timeCost, parallelism: 1 });
  }

  /** False for a missing hash too, after spending the same time on a dummy. */
  async verify(stored: string | null | undefined, password: string): Promise<boolean> {
    if (!stored || password.length > PASSWORD_MAX_LENGTH) {
      this.#dummy ??= this.hash(`dummy-${Math.random()}`);
      await verify(await this.#dummy, password.slice(0, PASSWORD_MAX_LENGTH)).catch(() => false);
      return false;
    }
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
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
