/**
 * Secrets that must never reach production (envSecrets.ts through env.ts): placeholders always,
 * the public secret beyond loopback or in production; a malformed DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { refusal } from '../../tests/server/helpers/env.ts';
import { LOCAL_JWT_SECRET } from '../kit/keys.ts';

const REAL = 'q7Vb2nX9pL4sT8wZ1cR6yH3kM5jD0fGa';
const EXAMPLE_JWT = 'CHANGE-ME-TO-32-OR-MORE-RANDOM-CHARACTERS';
const SUPABASE_EXAMPLE_JWT = 'your-super-secret-jwt-token-with-at-least-32-characters-long';
const EXAMPLE_DB = 'postgres://studio:CHANGE-ME@127.0.0.1:5432/studio';
const EXAMPLE_SMTP = 'smtps://user:password@smtp.example.com:465';

describe('placeholder secrets are refused, whatever the mode', () => {
  it.each([
    ['the env example JWT_SECRET', { JWT_SECRET: EXAMPLE_JWT }, /^JWT_SECRET is still the example's placeholder/],
    ['any CHANGE-ME in JWT_SECRET', { JWT_SECRET: `${REAL}-change_me` }, /^JWT_SECRET is still the example's placeholder/],
    ["Supabase's self-hosting example", { JWT_SECRET: SUPABASE_EXAMPLE_JWT }, /^JWT_SECRET is still/],
    ['a too short secret', { JWT_SECRET: 'abc' }, /^JWT_SECRET must be at least 32 characters long$/],
    ['the example DATABASE_URL', { DATABASE_URL: EXAMPLE_DB }, /^DATABASE_URL still holds the example's placeholder password/],
    ['the example SMTP_URL', { SMTP_URL: EXAMPLE_SMTP, NOTIFY_TO: 'a@b.example' }, /^SMTP_URL is still the example's/],
    ['an AUTH_SIGNING_KEY placeholder', { AUTH_SIGNING_KEY: 'CHANGE-ME' }, /^AUTH_SIGNING_KEY is still a placeholder/],
  ])('%s', (_label, env, message) => {
    const text = refusal(env);
    expect(text).toMatch(message);
    expect(text).not.toMatch(/CHANGE-ME@|password@|change_me|your-super/); // values are never echoed
  });

  it('real values pass', () => {
    const env = {
      NODE_ENV: 'production',
      JWT_SECRET: REAL,
      DATABASE_URL: 'postgres://studio:s3cr3t@db:5432/studio',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      NOTIFY_TO: 'a@b.example',
    };
    expect(() => loadEnv(env)).not.toThrow();
  });
});

describe('the public development secret', () => {
  it('is refused with NODE_ENV=production or a HOST beyond loopback, saying what to do', () => {
    const envs: Record<string, string>[] = [
      { NODE_ENV: 'production' },
      { JWT_SECRET: LOCAL_JWT_SECRET, NODE_ENV: 'production' },
      { HOST: '0.0.0.0' },
      { HOST: '10.1.2.3' },
      { HOST: '::' },
    ];
    for (const env of envs) {
      const text = refusal(env);
      expect(text, JSON.stringify(env)).toMatch(/^JWT_SECRET must be set with (NODE_ENV=production|HOST=\S+ \(beyond this machine\)): /);
      expect(text).toMatch(/public local-development secret.*npm run keys/);
      expect(text).not.toContain(LOCAL_JWT_SECRET);
    }
  });

  it('is accepted for local development on loopback', () => {
    for (const HOST of ['127.0.0.1', '::1', 'localhost']) {
      expect(loadEnv({ HOST, NODE_ENV: 'development' }).server.jwtSecret).toBe(LOCAL_JWT_SECRET);
    }
  });
});

const SHAPE = 'postgres://user:password@host:5432/database';

describe('DATABASE_URL', () => {
  it('a malformed URL is a readable config error at start (never echoed), not an endless wait', () => {
    for (const bad of ['notaurl', 'localhost:5432/db', 'http://u:hunter2@h/db', 'postgres://', 'mysql://h/db']) {
      expect(refusal({ DATABASE_URL: bad })).toBe(`DATABASE_URL must be a PostgreSQL URL such as ${SHAPE}`);
    }
  });

  it('takes postgres:// and postgresql://, with a host or a socket directory', () => {
    const good = ['postgres://u@h/db', 'postgresql://u:p@10.0.0.1:6543/db?sslmode=require', 'postgres:///db?host=/var/run/postgresql'];
    for (const ok of good) {
      expect(loadEnv({ DATABASE_URL: ok }).server.databaseUrl).toBe(ok);
    }
  });
});
