/** Unit tests for the pure server modules: keys, config, status mapping, limiter, parsing. */
import path from 'node:path';
import { decode } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULTS, loadConfig } from '../../server/config.ts';
import { KEY_EXPIRES_AT, KEY_ISSUED_AT, LOCAL_ANON_KEY, LOCAL_JWT_SECRET, signAnonKey, signServiceRoleKey } from '../../server/keys.ts';
import { fromPgError, pgStatus } from '../../server/rest/errors.ts';
import { authenticate, JwtVerifier } from '../../server/rest/jwt.ts';
import { RATE_LIMIT_CODE, RATE_LIMIT_MESSAGE, rateLimitBody } from '../../server/rest/rateLimit.ts';
import { negotiate, parsePayload, parsePrefer } from '../../server/rest/request.ts';
import { buildCsp } from '../../server/security.ts';
import { decodeSegments } from '../../server/static.ts';
import { isConnectionError, isPgError } from '../../server/db/adapter.ts';

describe('keys', () => {
  it('LOCAL_ANON_KEY is the anon key signed with the local secret', async () => {
    expect(await signAnonKey(LOCAL_JWT_SECRET)).toBe(LOCAL_ANON_KEY);
    expect(decode(LOCAL_ANON_KEY).payload).toEqual({ iss: 'supabase', ref: 'local', role: 'anon', iat: KEY_ISSUED_AT, exp: KEY_EXPIRES_AT });
    expect(decode(LOCAL_ANON_KEY).header).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('keys depend on the secret and the role', async () => {
    const other = 'o'.repeat(40);
    expect(await signAnonKey(other)).not.toBe(LOCAL_ANON_KEY);
    expect(decode(await signServiceRoleKey(other)).payload.role).toBe('service_role');
  });
});

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
    expect(o).toMatchObject({ port: 8787, databaseUrl: undefined, jwtSecret: LOCAL_JWT_SECRET, rateLimit: { max: 5, windowMs: 60_000 }, corsOrigins: '*' });
    expect(o.pgliteDir).toBe(DEFAULTS.pgliteDir);
    expect(loadConfig({ DATA_DIR: '/srv/data' }).pgliteDir).toBe('/srv/data/pglite'); // imported once, if present
    expect(o.dataDir).toBe(DEFAULTS.dataDir);
    expect(DEFAULTS.dataDir.endsWith('/.data')).toBe(true);
    expect(loadConfig({ DATA_DIR: 'rel/dir' }).dataDir).toBe(path.resolve('rel/dir'));
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

describe('PostgREST status mapping', () => {
  it.each([
    ['23502', 400],
    ['23514', 400],
    ['22P02', 400],
    ['22001', 400],
    ['23505', 409],
    ['23503', 409],
    ['42P01', 404],
    ['08006', 503],
    ['53300', 503],
    ['54000', 500],
    ['XX000', 500],
    ['PT418', 418],
    ['P0001', 400],
  ])('%s -> %i', (code, status) => {
    expect(pgStatus(code, 'x', false)).toBe(status);
  });

  it('42501 is 401 for the anon role and 403 for any other role', () => {
    const err = { code: '42501', message: 'permission denied for table submissions' };
    expect(fromPgError(err, 'anon').status).toBe(401);
    expect(fromPgError(err, 'anon').headers['WWW-Authenticate']).toBe('Bearer');
    expect(fromPgError(err, 'authenticated').status).toBe(403);
    expect(fromPgError(err, 'service_role').status).toBe(403);
  });
});

describe('JWT verification', () => {
  const secret = 'v'.repeat(40);
  it('refuses privileged roles while the public local secret is in use', async () => {
    const v = new JwtVerifier({ secret: LOCAL_JWT_SECRET, allowPrivilegedRoles: false });
    await expect(v.verify(LOCAL_ANON_KEY)).resolves.toMatchObject({ role: 'anon' });
    await expect(v.verify(await signServiceRoleKey(LOCAL_JWT_SECRET))).rejects.toMatchObject({ status: 401, body: { code: 'PGRST301' } });
  });

  it('defaults a missing role claim to anon and puts the role in the claims', async () => {
    const v = new JwtVerifier({ secret, allowPrivilegedRoles: true });
    const { sign } = await import('hono/jwt');
    await expect(v.verify(await sign({ sub: 'x' }, secret))).resolves.toMatchObject({ role: 'anon', claims: { sub: 'x', role: 'anon' } });
  });

  it('Bearer sb_... keys fall back to the apikey', async () => {
    const v = new JwtVerifier({ secret, allowPrivilegedRoles: true });
    const anon = await signAnonKey(secret);
    await expect(authenticate(v, { apikey: anon, authorization: 'Bearer sb_publishable_x' })).resolves.toMatchObject({ role: 'anon' });
  });
});

describe('rate limit answer', () => {
  it('exports the shared body', () => {
    expect(rateLimitBody()).toEqual({ code: RATE_LIMIT_CODE, details: null, hint: null, message: RATE_LIMIT_MESSAGE });
  });
});

describe('request parsing', () => {
  it('Prefer', () => {
    expect(parsePrefer('count=exact, return=representation, missing=default')).toMatchObject({
      return: 'representation',
      count: true,
      missingDefault: true,
    });
    expect(parsePrefer(undefined)).toMatchObject({ return: 'minimal', count: false, missingDefault: false, resolution: undefined });
  });

  it('Accept', () => {
    expect(negotiate(undefined)).toBe('array');
    expect(negotiate('application/vnd.pgrst.object+json')).toBe('object');
    expect(() => negotiate('text/csv')).toThrow(/None of these media types/);
  });

  it('payload: an object or a non-empty array of objects; null, scalars, [] and forms are refused', () => {
    expect(parsePayload('application/json', '{"a":1}', false)).toEqual({ rows: [{ a: 1 }], keys: ['a'] });
    for (const body of ['null', '42', '"hello"', 'true', '[]', '[null]']) {
      expect(() => parsePayload('application/json', body, false), body).toThrow(expect.objectContaining({ status: 400 }));
    }
    expect(() => parsePayload('application/x-www-form-urlencoded', 'a=1', false)).toThrow(/Content-Type not acceptable/);
  });
});

describe('static path decoding', () => {
  it.each([
    ['/', []],
    ['/demo/one-time', ['demo', 'one-time']],
    ['/caf%C3%A9', ['café']],
    ['/..%2f..%2fetc/passwd', 'forbidden'],
    ['/.env', 'forbidden'],
    ['/.vite/manifest.json', 'forbidden'],
    ['/a/%2e%2e/b', 'forbidden'],
    ['/a%5c..%5cb', 'forbidden'],
    ['/a%00b', 'forbidden'],
    ['/%E0%A4%A', 'bad'],
  ])('%s', (p, expected) => {
    expect(decodeSegments(p)).toEqual(expected);
  });
});

describe('CSP', () => {
  it('adds only the configured API origin to connect-src', () => {
    expect(buildCsp()).toContain("connect-src 'self';");
    expect(buildCsp(['https://abc.supabase.co'])).toContain("connect-src 'self' https://abc.supabase.co;");
  });
});

describe('database error classification', () => {
  it('tells server errors, connection failures and bugs apart', () => {
    const pgErr = Object.assign(new Error('permission denied'), { severity: 'ERROR', code: '42501' });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' });
    expect(isPgError(pgErr)).toBe(true);
    expect(isPgError(Object.assign(new Error('x'), { code: 'EPIPE' }))).toBe(false);
    expect(isConnectionError(refused)).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(pgErr)).toBe(false);
    expect(isConnectionError(new TypeError('undefined is not a function'))).toBe(false);
  });
});
