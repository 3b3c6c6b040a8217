/** The environment schema (env.ts): every kind of value, the rules between variables, the one error (defaults: envDefaults.test.ts). */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_DEFAULTS, resolveAuthOptions } from './auth.ts';
import { loadConfig, resolveOptions } from './options.ts';
import { ConfigError, loadEnv } from './env.ts';
import { refusal } from '../../tests/server/helpers/env.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

describe('coercion', () => {
  it('integers: Number() syntax within bounds', () => {
    expect(loadConfig({ PORT: '0', BODY_LIMIT: '1e4', RATE_LIMIT_MAX: '0' })).toMatchObject({
      port: 0,
      bodyLimit: 10_000,
      rateLimit: { max: 0 },
    });
    for (const bad of ['abc', '1.5', '-1', '65536', 'Infinity'])
      expect(refusal({ PORT: bad }), bad).toBe(`PORT must be an integer from 0 to 65535, got "${bad}"`);
    expect(loadEnv({ AUTH_ARGON2_MEMORY_KIB: '256', OUTBOX_FAILING_AFTER: '7' })).toMatchObject({
      server: { auth: { argon2: { memoryCost: 256 } } },
      outbox: { failingAfter: 7 },
    });
    expect(refusal({ AUTH_JWT_EXPIRY: '29' })).toMatch(/^AUTH_JWT_EXPIRY must be an integer from 30 to 604800/);
  });

  it('flags: 1/true/yes/on and 0/false/no/off in any case; anything else is refused', () => {
    for (const on of ['1', 'true', 'YES', 'On']) expect(loadEnv({ AUTH_SIGNUP_ENABLED: on }).server.auth.signupEnabled, on).toBe(true);
    for (const off of ['0', 'false', 'No', 'OFF']) expect(loadEnv({ AUTH_SIGNUP_ENABLED: off }).server.auth.signupEnabled, off).toBe(false);
    expect(refusal({ AUTH_SIGNUP_ENABLED: 'ture' })).toMatch(/^AUTH_SIGNUP_ENABLED must be true or false .*, got "ture"$/);
  });

  it('TRUST_PROXY: a hop count from 0 to 32 or a flag', () => {
    expect(
      [loadConfig({ TRUST_PROXY: '2' }), loadConfig({ TRUST_PROXY: 'on' }), loadConfig({ TRUST_PROXY: 'off' })].map((o) => o.trustProxy),
    ).toEqual([2, true, false]);
    expect(refusal({ TRUST_PROXY: '33' })).toMatch(/^TRUST_PROXY must be the number of proxies/);
    expect(refusal({ TRUST_PROXY: 'maybe' })).toMatch(/got "maybe"$/);
  });

  it('HOST: an IP address (IPv6 with or without brackets) or localhost', () => {
    const secret = 's'.repeat(32); // beyond loopback the public development secret is refused (envSecrets.test.ts)
    const hosts = ['0.0.0.0', '[::]', '::1', 'localhost'].map((h) => loadConfig({ HOST: h, JWT_SECRET: secret }).host);
    expect(hosts).toEqual(['0.0.0.0', '::', '::1', 'localhost']);
    expect(refusal({ HOST: 'example.com' })).toBe('HOST must be an IP address such as 127.0.0.1, 0.0.0.0 or ::, got "example.com"');
  });

  it('directories resolve against the working directory', () => {
    expect(loadConfig({ DIST_DIR: 'rel/dist', SSR_DIR: '/abs/ssr', STORYBOOK_DIR: 'sb' })).toMatchObject({
      distDir: path.resolve('rel/dist'),
      ssrDir: '/abs/ssr',
      storybookDir: path.resolve('sb'),
    });
  });

  it('origins: SUPABASE_URL keeps the origin; CORS_ORIGINS is * or a list', () => {
    expect(loadConfig({ SUPABASE_URL: 'https://abc.supabase.co/rest/v1' }).supabaseUrl).toBe('https://abc.supabase.co');
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://b.example:8080/x' }).corsOrigins).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
    expect(loadConfig({ CORS_ORIGINS: '*' }).corsOrigins).toBe('*');
    expect(refusal({ CORS_ORIGINS: 'https://a.example, ftp://b.example' })).toMatch(
      /^CORS_ORIGINS must be \* or comma-separated http\(s\) URLs or origins/,
    );
    expect(refusal({ SUPABASE_URL: 'abc.supabase.co' })).toBe('SUPABASE_URL must be an http(s) URL or origin, got "abc.supabase.co"');
  });

  it('STORYBOOK_PATH: off, or a sub-path normalised to /a/b, never / or an API path', () => {
    expect(['off', 'none', '0', 'design/', '//a/b//'].map((p) => loadConfig({ STORYBOOK_PATH: p }).storybookPath)).toEqual([
      undefined,
      undefined,
      undefined,
      '/design',
      '/a/b',
    ]);
    for (const bad of ['/', '/rest', '/auth/x', '/a b', '/.hidden'])
      expect(refusal({ STORYBOOK_PATH: bad }), bad).toMatch(/^STORYBOOK_PATH must be "off" or a sub-path/);
  });

  it('secrets: JWT_SECRET has at least 32 characters; SMTP_URL is smtp(s); neither is echoed', () => {
    expect(loadConfig({ JWT_SECRET: 's'.repeat(32) }).jwtSecret).toBe('s'.repeat(32));
    expect(refusal({ JWT_SECRET: 'short-secret' })).toBe('JWT_SECRET must be at least 32 characters long');
    expect(loadEnv({ SMTP_URL: 'smtps://u:p@mail.example:465', NOTIFY_TO: 'a@example.com' }).outbox.smtpUrl).toBe(
      'smtps://u:p@mail.example:465',
    );
    expect(refusal({ SMTP_URL: 'https://u:hunter2@mail.example' })).toBe('SMTP_URL must be an smtp:// or smtps:// URL');
  });

  it('text values are kept as given', () => {
    expect(
      loadEnv({ DATABASE_URL: 'postgres://u@h/db', AUTH_ISSUER: 'https://x.example/auth/v1', AUTH_TOTP_ISSUER: 'Studio' }),
    ).toMatchObject({
      server: { databaseUrl: 'postgres://u@h/db', auth: { issuer: 'https://x.example/auth/v1', totpIssuer: 'Studio' } },
    });
  });
});

describe('rules between variables', () => {
  it('PGLITE_DIR defaults to DATA_DIR/pglite', () => {
    expect(loadConfig({ DATA_DIR: '/srv/data' }).pgliteDir).toBe('/srv/data/pglite');
    expect(loadConfig({ DATA_DIR: '/srv/data', PGLITE_DIR: '/old' }).pgliteDir).toBe('/old');
  });

  it('SUPABASE_URL, else VITE_SUPABASE_URL', () => {
    expect(loadConfig({ VITE_SUPABASE_URL: 'https://v.example/' }).supabaseUrl).toBe('https://v.example');
    expect(loadConfig({ SUPABASE_URL: 'https://s.example', VITE_SUPABASE_URL: 'https://v.example' }).supabaseUrl).toBe('https://s.example');
  });

  it('VITE_STORYBOOK_URL: a path adds no origin, a URL adds its origin, anything else is refused', () => {
    expect(loadConfig({ VITE_STORYBOOK_URL: '/storybook/' }).storybookOrigin).toBeUndefined();
    expect(loadConfig({ VITE_STORYBOOK_URL: 'https://storybook.example.com/' }).storybookOrigin).toBe('https://storybook.example.com');
    expect(() => loadConfig({ VITE_STORYBOOK_URL: 'storybook' })).toThrow(/VITE_STORYBOOK_URL/);
  });

  it('token iss and TOTP issuer: AUTH_ISSUER / AUTH_TOTP_ISSUER, else SITE_URL, else VITE_SITE_URL (never a request Host)', () => {
    const auth = (env: Record<string, string>) => loadEnv(env).server.auth;
    expect(auth({ SITE_URL: 'https://studio.example/', VITE_SITE_URL: 'https://v.example' })).toMatchObject({
      issuer: 'https://studio.example/auth/v1',
      totpIssuer: 'studio.example',
    });
    expect(auth({ VITE_SITE_URL: 'https://v.example' })).toMatchObject({ issuer: 'https://v.example/auth/v1', totpIssuer: 'v.example' });
    expect(loadEnv({ SITE_URL: 'https://studio.example' }).outbox.mail.siteUrl).toBe('https://studio.example');
    expect(refusal({ SITE_URL: 'studio.example' })).toBe('SITE_URL must be an http(s) URL, got "studio.example"');
  });

  it('the inbox link: INBOX_SITE_URL, else VITE_SITE_URL, else the studio site, without trailing slashes', () => {
    expect(loadEnv({ VITE_SITE_URL: 'https://v.example/' }).outbox.mail.siteUrl).toBe('https://v.example');
    expect(loadEnv({ INBOX_SITE_URL: 'http://i.example/base//', VITE_SITE_URL: 'https://v.example' }).outbox.mail.siteUrl).toBe(
      'http://i.example/base',
    );
    expect(refusal({ INBOX_SITE_URL: 'i.example' })).toBe('INBOX_SITE_URL must be an http(s) URL, got "i.example"');
  });

  it('NOTIFY_TO is required with SMTP_URL; NOTIFY_FROM defaults to it', () => {
    expect(refusal({ SMTP_URL: 'smtp://mail.example' })).toBe(
      'NOTIFY_TO must name the address that receives new-lead e-mails when SMTP_URL is set',
    );
    expect(loadEnv({ NOTIFY_TO: 'a@example.com' }).outbox.mail).toMatchObject({ to: 'a@example.com', from: 'a@example.com' });
    expect(loadEnv({ NOTIFY_TO: 'a@example.com', NOTIFY_FROM: 'b@example.com' }).outbox.mail.from).toBe('b@example.com');
  });

  it('OUTBOX_LEASE_MS must be more than three times SMTP_TIMEOUT_MS', () => {
    expect(loadEnv({ OUTBOX_LEASE_MS: '3001', SMTP_TIMEOUT_MS: '1000' }).outbox).toMatchObject({ leaseMs: 3001, smtpTimeoutMs: 1000 });
    expect(refusal({ OUTBOX_LEASE_MS: '3000', SMTP_TIMEOUT_MS: '1000' })).toBe(
      'OUTBOX_LEASE_MS must be more than three times SMTP_TIMEOUT_MS (1000), got "3000"',
    );
    expect(refusal({ OUTBOX_LEASE_MS: '60000' })).toMatch(/three times SMTP_TIMEOUT_MS \(30000\)/);
  });

  it('options built in code are checked too (tests and scripts)', () => {
    expect(() => resolveOptions({ jwtSecret: 'short' })).toThrow(new ConfigError('JWT_SECRET must be at least 32 characters long'));
    expect(resolveOptions({ rateLimit: { max: 1, windowMs: 10 } }).rateLimit).toEqual({ max: 1, windowMs: 10 });
    expect(resolveAuthOptions({ argon2: { memoryCost: 256, timeCost: 1 } })).toMatchObject({
      ...AUTH_DEFAULTS,
      argon2: { memoryCost: 256, timeCost: 1 },
    });
  });
});

describe('one error for the whole environment', () => {
  const BAD = {
    PORT: 'abc',
    HOST: 'example.com',
    JWT_SECRET: 'short',
    AUTH_HASH_MAX_QUEUE: '-1',
    SMTP_URL: 'http://u:hunter2@x',
    OUTBOX_LEASE_MS: '1000',
  };
  const LINES = [
    'HOST must be an IP address such as 127.0.0.1, 0.0.0.0 or ::, got "example.com"',
    'PORT must be an integer from 0 to 65535, got "abc"',
    'JWT_SECRET must be at least 32 characters long',
    'AUTH_HASH_MAX_QUEUE must be an integer from 0 to 100000, got "-1"',
    'SMTP_URL must be an smtp:// or smtps:// URL',
    'OUTBOX_LEASE_MS must be more than three times SMTP_TIMEOUT_MS (30000), got "1000"',
  ];

  it('lists every bad variable of every area, once, and never a secret value', () => {
    expect(refusal(BAD)).toBe(`6 environment variables are not valid:\n${LINES.map((l) => `  - ${l}`).join('\n')}`);
    expect(refusal(BAD)).not.toMatch(/hunter2|"short"/);
  });

  it('the server refuses to start with it on stderr', () => {
    const env = { PATH: process.env.PATH ?? '', ...BAD };
    const r = spawnSync(process.execPath, [path.join(REPO_ROOT, 'server/main.ts')], { env, encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`Error: 6 environment variables are not valid:\n${LINES.map((l) => `  - ${l}`).join('\n')}\n`);
    expect(r.stdout + r.stderr).not.toContain('hunter2');
  });
});
