import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULTS, loadConfig } from './options.ts';
import { defaultDataDir } from '../db/dataDir.ts';
import { LOCAL_JWT_SECRET } from '../kit/keys.ts';

describe('config', () => {
  it('maps environment variables', () => {
    const o = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://u@h/db',
      PGLITE_DIR: '/tmp/x',
      JWT_SECRET: 's'.repeat(32),
      RATE_LIMIT_MAX: '0',
      RATE_LIMIT_WINDOW_MS: '1000',
      TRUST_PROXY: 'true',
      CORS_ORIGINS: 'https://a.example, https://b.example/path',
      BODY_LIMIT: '2048',
      SUPABASE_URL: 'https://abc.supabase.co/',
    });
    expect(o).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://u@h/db',
      pgliteDir: '/tmp/x',
      jwtSecret: 's'.repeat(32),
      rateLimit: { max: 0, windowMs: 1000 },
      trustProxy: true,
      corsOrigins: ['https://a.example', 'https://b.example'],
      bodyLimit: 2048,
      supabaseUrl: 'https://abc.supabase.co',
    });
  });

  it('defaults: port 8787, the embedded PostgreSQL in .data, local secret, 5 per minute, CORS *', () => {
    const o = loadConfig({});
    expect(o).toMatchObject({
      port: 8787,
      databaseUrl: undefined,
      jwtSecret: LOCAL_JWT_SECRET,
      rateLimit: { max: 5, windowMs: 60_000 },
      corsOrigins: '*',
    });
    // .data in the checkout; as root, when PostgreSQL's account cannot reach it, a directory it can (db/dataDir.ts)
    const where = defaultDataDir(path.dirname(DEFAULTS.dataDir), undefined);
    expect(o.pgliteDir).toBe(path.join(where, 'pglite'));
    expect(loadConfig({ DATA_DIR: '/srv/data' }).pgliteDir).toBe('/srv/data/pglite'); // imported once, if present
    expect(o.dataDir).toBe(where);
    expect(DEFAULTS.dataDir.endsWith('/.data')).toBe(true);
    expect(loadConfig({ DATA_DIR: 'rel/dir' }).dataDir).toBe(path.resolve('rel/dir'));
  });

  it('TRUST_PROXY: off, true/on = 1 hop, or a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('HSTS_MAX_AGE: off unless set', () => {
    expect(loadConfig({}).hstsMaxAge).toBe(0);
    expect(loadConfig({ HSTS_MAX_AGE: '31536000' }).hstsMaxAge).toBe(31536000);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ JWT_SECRET: 'short' }, /32 characters/],
    [{ CORS_ORIGINS: 'not a url' }, /CORS_ORIGINS/],
    [{ RATE_LIMIT_MAX: '-1' }, /RATE_LIMIT_MAX/],
  ])('rejects %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
