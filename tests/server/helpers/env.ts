/** For the environment schema's tests (server/config/env*.test.ts). */
import { expect } from 'vitest';
import { ConfigError, loadEnv } from '../../../server/config/env.ts';

/** The message loadEnv refuses `env` with (it fails the test if loadEnv accepts it). */
export function refusal(env: Record<string, string>): string {
  try {
    loadEnv(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}
