/** The environment schema's defaults (env.ts, and each area's own: options.ts, auth.ts, outbox.ts). */
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_DEFAULTS } from './auth.ts';
import { DEFAULTS, loadConfig } from './options.ts';
import { defaultDataDir } from '../db/dataDir.ts';
import { ENV_DEFAULTS, loadEnv } from './env.ts';
import { LOCAL_JWT_SECRET } from '../kit/keys.ts';
import { OUTBOX_DEFAULTS } from './outbox.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

describe('defaults', () => {
  it('an empty environment gives the documented defaults', () => {
    const { server, outbox } = loadEnv({});
    expect(server).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      shutdownDrainMs: 3000,
      shutdownTimeoutMs: 20_000,
      databaseUrl: undefined,
      dbPoolSize: 20,
      jwtSecret: LOCAL_JWT_SECRET,
      rateLimit: { max: 5, windowMs: 60_000 },
      readRateLimit: { max: 120, windowMs: 60_000 },
      trustProxy: false,
      hstsMaxAge: 0,
      corsOrigins: '*',
      bodyLimit: 65_536,
      bodyTimeoutMs: 30_000,
      maxConnectionsPerAddress: 256,
      statementTimeoutMs: 4000,
      supabaseUrl: undefined,
      storybookOrigin: undefined,
      storybookPath: '/storybook',
      overrideGlobals: false,
    });
    expect(server).toMatchObject({
      distDir: path.join(REPO_ROOT, 'dist'),
      ssrDir: path.join(REPO_ROOT, 'dist-server'),
      dataDir: defaultDataDir(REPO_ROOT, undefined),
      pgliteDir: path.join(defaultDataDir(REPO_ROOT, undefined), 'pglite'),
      storybookDir: path.join(REPO_ROOT, 'storybook-static'),
      migrationsDir: path.join(REPO_ROOT, 'supabase', 'migrations'),
    });
    expect(server.auth).toEqual({
      jwtExpiry: 3600,
      refreshTokenReuseInterval: 10,
      passwordMinLength: 10,
      signupEnabled: false,
      mfaChallengeExpiry: 300,
      totpIssuer: 'www.lumenwebstudio.com',
      issuer: 'https://www.lumenwebstudio.com/auth/v1',
      signingKey: undefined,
      argon2: { memoryCost: 19_456, timeCost: 2 },
      hashing: { concurrency: Math.max(1, os.availableParallelism() - 1), reserved: 1, maxWaitMs: 2000, maxQueue: 64 },
      rateLimit: { windowMs: 300_000, perAddress: 30, perAccount: 5, perAccountTotal: 20, totpLockAfter: 10, totpLockMs: 300_000 },
    });
    expect(outbox).toEqual({
      smtpUrl: undefined,
      mail: { to: '', from: '', siteUrl: 'https://www.lumenwebstudio.com' },
      pollMs: 2000,
      leaseMs: 300_000,
      retryBaseMs: 30_000,
      retryMaxMs: 3_600_000,
      failingAfter: 3,
      smtpTimeoutMs: 30_000,
    });
  });

  it('every area exports the same defaults', () => {
    expect(DEFAULTS).toEqual(ENV_DEFAULTS.server);
    expect(AUTH_DEFAULTS).toEqual(ENV_DEFAULTS.server.auth);
    expect(OUTBOX_DEFAULTS).toEqual({
      pollMs: 2000,
      leaseMs: 300_000,
      retryBaseMs: 30_000,
      retryMaxMs: 3_600_000,
      failingAfter: 3,
      smtpTimeoutMs: 30_000,
    });
    // DEFAULTS name the checkout's .data; loading an environment without DATA_DIR may move it (db/dataDir.ts, as root).
    const dataDir = defaultDataDir(REPO_ROOT, undefined);
    expect(loadConfig({})).toEqual({ ...DEFAULTS, dataDir, pgliteDir: path.join(dataDir, 'pglite') });
  });

  it('values are trimmed and a blank value is unset', () => {
    expect(loadConfig({ PORT: ' 9000 ', HOST: '  ', JWT_SECRET: '', DATA_DIR: ' /srv/d ' })).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      jwtSecret: LOCAL_JWT_SECRET,
      dataDir: '/srv/d',
    });
  });
});
