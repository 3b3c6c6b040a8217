/**
 * /auth/v1 bad-input catalogue: each case gets exactly this status and
 * error code (GoTrue's, read from `code`, or `error_code` for the legacy body, or `error` for the
 * OAuth-style one) and changes nothing in the auth tables. Raw fetch, so every byte is chosen.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { importJWK, SignJWT } from 'jose';
import type { JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '../../server/kit/keys.ts';
import { createUser, enrollTotp, signedInClient, TEST_PASSWORD, verifyTotp } from './helpers/auth.ts';
import type { TestUser } from './helpers/auth.ts';
import { signToken, startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';

interface Req {
  method?: string;
  path: string;
  body?: unknown;
  /** Bearer token; default none (the apikey is sent as Bearer, as auth-js does). */
  token?: string;
  apikey?: string | null;
  /** Send no Authorization header at all. */
  noBearer?: boolean;
  headers?: Record<string, string>;
  /** Content-Type of the body (default application/json;charset=UTF-8; '' = none). */
  contentType?: string;
  /** Put the anon key in the query string instead of the apikey header (a cross-site page's only way). */
  apikeyInQuery?: boolean;
}

interface Fixture {
  s: TestServer;
  a: TestUser & { aal1: string; aal2: string; factorId: string; secret: string; otherFactorId: string };
  b: TestUser & { aal1: string; factorId: string };
  forge: (claims: Record<string, unknown>) => Promise<string>;
}

interface Case {
  name: string;
  req: (f: Fixture) => Req | Promise<Req>;
  status: number;
  code: string;
}

const now = () => Math.floor(Date.now() / 1000);
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
const challenge = async (f: Fixture, factorId: string, token: string): Promise<string> => {
  const res = await call(f.s, { method: 'POST', path: `/factors/${factorId}/challenge`, token, body: {} });
  return ((await res.json()) as { id: string }).id;
};
/** A verify request for a fresh challenge of A's factor after `sql` (with the challenge id as $1) altered it. */
const verifyAltered = async (f: Fixture, sql: string): Promise<Req> => {
  const id = await challenge(f, f.a.factorId, f.a.aal1);
  await f.s.sql(sql, [id]);
  return { method: 'POST', path: `/factors/${f.a.factorId}/verify`, token: f.a.aal1, body: { challenge_id: id, code: '123456' } };
};
const pw = (body: unknown): Req => ({ method: 'POST', path: '/token?grant_type=password', body });
const refresh = (body: unknown): Req => ({ method: 'POST', path: '/token?grant_type=refresh_token', body });
/** What a foreign page can send without a CORS preflight: a text/plain body, the key in the URL, no other headers. */
const crossSite = (path: string, body: unknown, contentType = 'text/plain;charset=UTF-8'): Req => ({
  method: 'POST',
  path,
  body,
  contentType,
  apikey: null,
  apikeyInQuery: true,
  noBearer: true,
  headers: { 'x-supabase-api-version': '' },
});
/** Sign-in, sign-up and factor posts as Chromium sends them from another site's page (preflighted JSON or not). */
function browserCrossSite(): Case[] {
  const refused = { status: 403, code: 'cross_site_request_refused' };
  const from =
    (headers: Record<string, string>) =>
    (f: Fixture): Req => ({ ...pw({ email: f.a.email, password: 'wrong password' }), headers });
  return [
    {
      name: 'JSON sign-in with Sec-Fetch-Site: cross-site',
      req: from({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }),
      ...refused,
    },
    {
      name: 'JSON sign-in with Sec-Fetch-Site: same-site',
      req: from({ 'sec-fetch-site': 'same-site', origin: 'http://other.localhost' }),
      ...refused,
    },
    { name: 'JSON sign-in with a foreign Origin (no Sec-Fetch-Site)', req: from({ origin: 'https://evil.example' }), ...refused },
    { name: 'JSON sign-in with Origin: null (sandboxed frame)', req: from({ origin: 'null' }), ...refused },
    { name: 'JSON sign-in with Sec-Fetch-Site: cross-site and no Origin', req: from({ 'sec-fetch-site': 'cross-site' }), ...refused },
    {
      name: "no-preflight sign-in with the browser's cross-site headers",
      req: (f) => ({
        ...crossSite('/token?grant_type=password', { email: f.a.email, password: 'x' }),
        headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      }),
      ...refused,
    },
    {
      name: 'cross-site sign-up',
      req: () => ({
        method: 'POST',
        path: '/signup',
        body: { email: 'x@example.com', password: 'a long enough password' },
        headers: { origin: 'https://evil.example' },
      }),
      ...refused,
    },
    {
      name: 'cross-site TOTP verify with a stolen token',
      req: (f) => ({
        method: 'POST',
        path: `/factors/${f.a.factorId}/verify`,
        token: f.a.aal1,
        body: { challenge_id: '00000000-0000-4000-8000-000000000000', code: '123456' },
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
      ...refused,
    },
    {
      name: 'cross-site 1 MB sign-in (refused before the body limit)',
      req: (f) => ({ ...pw({ email: f.a.email, password: 'x'.repeat(1024 * 1024) }), headers: { 'sec-fetch-site': 'cross-site' } }),
      ...refused,
    },
  ];
}
const PAD_60K = { data: { pad: 'x'.repeat(60_000) } };

/** `size` bytes of `[` sent with Transfer-Encoding: chunked (no Content-Length), 64 KiB at a time. */
function chunkedBrackets(size: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x5b);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}
const utf8Bytes = (text: string) => new TextEncoder().encode(text);

const CATALOGUE: Case[] = [
  // password grant
  { name: 'malformed JSON', req: () => pw('{"email": "a@b.co", '), status: 400, code: 'bad_json' },
  { name: 'JSON array body', req: () => pw([{ email: 'a@b.co' }]), status: 400, code: 'bad_json' },
  { name: 'empty body', req: () => pw(''), status: 400, code: 'bad_json' },
  { name: 'email is a number', req: () => pw({ email: 42, password: 'x' }), status: 400, code: 'bad_json' },
  { name: 'missing email', req: () => pw({ password: TEST_PASSWORD }), status: 400, code: 'validation_failed' },
  { name: 'missing password', req: (f) => pw({ email: f.a.email }), status: 400, code: 'invalid_credentials' },
  {
    name: '1 MB password',
    req: (f) => pw({ email: f.a.email, password: 'x'.repeat(1024 * 1024) }),
    status: 413,
    code: 'request_too_large',
  },
  {
    name: '5000-character password',
    req: (f) => pw({ email: f.a.email, password: 'x'.repeat(5000) }),
    status: 400,
    code: 'invalid_credentials',
  },
  { name: 'phone sign-in', req: () => pw({ phone: '+15550100', password: TEST_PASSWORD }), status: 422, code: 'phone_provider_disabled' },
  {
    name: 'email and phone',
    req: (f) => pw({ email: f.a.email, phone: '+15550100', password: 'x' }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'unknown grant type',
    req: () => ({ method: 'POST', path: '/token?grant_type=magic', body: {} }),
    status: 400,
    code: 'invalid_credentials',
  },
  { name: 'no grant type', req: () => ({ method: 'POST', path: '/token', body: {} }), status: 400, code: 'invalid_credentials' },
  // refresh grant
  { name: 'empty refresh token', req: () => refresh({ refresh_token: '' }), status: 400, code: 'invalid_request' },
  {
    name: 'unknown refresh token',
    req: () => refresh({ refresh_token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
    status: 400,
    code: 'refresh_token_not_found',
  },
  {
    name: 'malformed refresh token',
    req: () => refresh({ refresh_token: 'not a token; drop table' }),
    status: 400,
    code: 'validation_failed',
  },
  { name: 'refresh token is a number', req: () => refresh({ refresh_token: 12345 }), status: 400, code: 'bad_json' },
  // gateway
  { name: 'no apikey', req: () => ({ path: '/settings', apikey: null }), status: 401, code: 'no_api_key' },
  { name: 'apikey garbage', req: () => ({ path: '/settings', apikey: 'not-a-key' }), status: 401, code: 'invalid_api_key' },
  {
    name: 'user access token as apikey',
    req: (f) => ({ path: '/user', apikey: f.a.aal1, token: f.a.aal1 }),
    status: 401,
    code: 'invalid_api_key',
  },
  {
    name: 'anon JWT re-signed with the public secret as apikey',
    req: async () => ({ path: '/settings', apikey: await signToken({ role: 'anon' }, LOCAL_JWT_SECRET) }),
    status: 401,
    code: 'invalid_api_key',
  },
  // user tokens
  { name: 'GET /user without a token', req: () => ({ path: '/user', noBearer: true }), status: 401, code: 'no_authorization' },
  { name: 'GET /user with the anon key as token', req: (f) => ({ path: '/user', token: f.s.anonKey }), status: 403, code: 'bad_jwt' },
  {
    name: 'tampered token (sub of another user)',
    req: (f) => {
      const [h, , sig] = f.a.aal1.split('.');
      return { path: '/user', token: `${h}.${b64({ ...claimsOf(f.a.aal1), sub: f.b.userId })}.${sig}` };
    },
    status: 403,
    code: 'bad_jwt',
  },
  {
    name: 'expired token',
    req: async (f) => ({ path: '/user', token: await f.forge({ ...claimsOf(f.a.aal1), iat: now() - 7200, exp: now() - 3600 }) }),
    status: 403,
    code: 'bad_jwt',
  },
  {
    name: 'alg none token',
    req: (f) => ({ path: '/user', token: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(f.a.aal2))}.` }),
    status: 403,
    code: 'bad_jwt',
  },
  {
    name: 'HS256 token signed with the public local secret',
    req: async (f) => ({ path: '/user', token: await signToken({ ...claimsOf(f.a.aal2) }, LOCAL_JWT_SECRET) }),
    status: 403,
    code: 'bad_jwt',
  },
  {
    name: 'token without sub',
    req: async (f) => ({ path: '/user', token: await f.forge({ ...claimsOf(f.a.aal1), sub: undefined }) }),
    status: 403,
    code: 'bad_jwt',
  },
  {
    name: 'token of a signed-out session',
    req: async (f) => {
      const c = await signedInClient(f.s, f.b);
      const token = (await c.auth.getSession()).data.session?.access_token ?? '';
      await call(f.s, { method: 'POST', path: '/logout?scope=local', token });
      return { path: '/user', token };
    },
    status: 403,
    code: 'session_not_found',
  },
  {
    name: 'unknown logout scope',
    req: (f) => ({ method: 'POST', path: '/logout?scope=everyone', token: f.b.aal1 }),
    status: 400,
    code: 'validation_failed',
  },
  // PUT /user
  {
    name: 'password change at aal1 with a verified factor',
    req: (f) => ({ method: 'PUT', path: '/user', token: f.a.aal1, body: { password: 'another long password' } }),
    status: 401,
    code: 'insufficient_aal',
  },
  {
    name: 'weak new password',
    req: (f) => ({ method: 'PUT', path: '/user', token: f.b.aal1, body: { password: 'short' } }),
    status: 422,
    code: 'weak_password',
  },
  {
    name: 'same password',
    req: (f) => ({ method: 'PUT', path: '/user', token: f.b.aal1, body: { password: TEST_PASSWORD } }),
    status: 422,
    code: 'same_password',
  },
  {
    name: 'user data not an object',
    req: (f) => ({ method: 'PUT', path: '/user', token: f.b.aal1, body: { data: 'x' } }),
    status: 400,
    code: 'bad_json',
  },
  // factors
  {
    name: 'enroll without factor_type',
    req: (f) => ({ method: 'POST', path: '/factors', token: f.b.aal1, body: {} }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'enroll a phone factor',
    req: (f) => ({ method: 'POST', path: '/factors', token: f.b.aal1, body: { factor_type: 'phone', phone: '+15550100' } }),
    status: 422,
    code: 'mfa_phone_enroll_not_enabled',
  },
  {
    name: 'enroll a duplicate friendly name',
    req: (f) => ({ method: 'POST', path: '/factors', token: f.b.aal1, body: { factor_type: 'totp', friendly_name: 'B phone' } }),
    status: 422,
    code: 'mfa_factor_name_conflict',
  },
  {
    name: 'enroll at aal1 with a verified factor',
    req: (f) => ({ method: 'POST', path: '/factors', token: f.a.aal1, body: { factor_type: 'totp', friendly_name: 'second' } }),
    status: 403,
    code: 'insufficient_aal',
  },
  {
    name: 'challenge: factor id not a UUID',
    req: (f) => ({ method: 'POST', path: '/factors/abc/challenge', token: f.a.aal1, body: {} }),
    status: 404,
    code: 'validation_failed',
  },
  {
    name: "challenge another user's factor",
    req: (f) => ({ method: 'POST', path: `/factors/${f.b.factorId}/challenge`, token: f.a.aal1, body: {} }),
    status: 404,
    code: 'mfa_factor_not_found',
  },
  {
    name: 'verify without a challenge',
    req: (f) => ({ method: 'POST', path: `/factors/${f.a.factorId}/verify`, token: f.a.aal1, body: { code: '123456' } }),
    status: 422,
    code: 'mfa_factor_not_found',
  },
  {
    name: 'verify with a challenge of another factor',
    req: async (f) => ({
      method: 'POST',
      path: `/factors/${f.a.factorId}/verify`,
      token: f.a.aal1,
      body: { challenge_id: await challenge(f, f.a.otherFactorId, f.a.aal2), code: '123456' },
    }),
    status: 422,
    code: 'mfa_factor_not_found',
  },
  {
    name: 'verify an expired challenge',
    req: (f) => verifyAltered(f, `update auth.mfa_challenges set created_at = now() - interval '1 hour' where id = $1`),
    status: 422,
    code: 'mfa_challenge_expired',
  },
  {
    name: 'verify from another address than the challenge',
    req: async (f) => ({
      method: 'POST',
      path: `/factors/${f.a.factorId}/verify`,
      token: f.a.aal1,
      headers: { 'x-forwarded-for': '198.51.100.7' },
      body: { challenge_id: await challenge(f, f.a.factorId, f.a.aal1), code: '123456' },
    }),
    status: 422,
    code: 'mfa_ip_address_mismatch',
  },
  {
    name: 'verify with an empty code',
    req: async (f) => ({
      method: 'POST',
      path: `/factors/${f.a.factorId}/verify`,
      token: f.a.aal1,
      body: { challenge_id: await challenge(f, f.a.factorId, f.a.aal1), code: '' },
    }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'verify with a non-UUID challenge id',
    req: (f) => ({ method: 'POST', path: `/factors/${f.a.factorId}/verify`, token: f.a.aal1, body: { challenge_id: 'x', code: '123456' } }),
    status: 400,
    code: 'bad_json',
  },
  {
    name: 'verify with a wrong code',
    req: async (f) => ({
      method: 'POST',
      path: `/factors/${f.a.factorId}/verify`,
      token: f.a.aal1,
      body: { challenge_id: await challenge(f, f.a.factorId, f.a.aal1), code: '000000' },
    }),
    status: 422,
    code: 'mfa_verification_failed',
  },
  {
    name: 'verify a challenge that was already verified',
    req: (f) => verifyAltered(f, 'update auth.mfa_challenges set verified_at = now() where id = $1'),
    status: 422,
    code: 'mfa_ip_address_mismatch',
  },
  {
    name: 'unenroll a verified factor at aal1',
    req: (f) => ({ method: 'DELETE', path: `/factors/${f.a.factorId}`, token: f.a.aal1 }),
    status: 422,
    code: 'insufficient_aal',
  },
  // sign-up, routes
  {
    name: 'sign-up while disabled',
    req: () => ({ method: 'POST', path: '/signup', body: { email: 'new@example.com', password: 'a long enough password' } }),
    status: 422,
    code: 'signup_disabled',
  },
  {
    name: 'sign-up without a password',
    req: () => ({ method: 'POST', path: '/signup', body: { email: 'new@example.com' } }),
    status: 400,
    code: 'validation_failed',
  },
  { name: 'unknown auth path', req: () => ({ path: '/admin/users' }), status: 404, code: 'not_found' },
  { name: 'GET /token', req: () => ({ path: '/token?grant_type=password' }), status: 404, code: 'not_found' },
  {
    name: 'authorize a provider (legacy body)',
    req: () => ({ path: '/authorize?provider=github', apikey: null, headers: { 'x-supabase-api-version': '' } }),
    status: 400,
    code: 'validation_failed',
  },
  // issue 19: bodies are bounded while they arrive (a chunked body was read whole)
  {
    name: '2 MB chunked refresh body (no Content-Length)',
    req: () => refresh(chunkedBrackets(2 * 1024 * 1024)),
    status: 413,
    code: 'request_too_large',
  },
  { name: '2 MB chunked password body', req: () => pw(chunkedBrackets(2 * 1024 * 1024)), status: 413, code: 'request_too_large' },
  {
    name: '2 MB chunked sign-up body',
    req: () => ({ method: 'POST', path: '/signup', body: chunkedBrackets(2 * 1024 * 1024) }),
    status: 413,
    code: 'request_too_large',
  },
  {
    name: '2 MB chunked PUT /user body',
    req: (f) => ({ method: 'PUT', path: '/user', token: f.b.aal1, body: chunkedBrackets(2 * 1024 * 1024) }),
    status: 413,
    code: 'request_too_large',
  },
  {
    name: '2 MB chunked verify body',
    req: (f) => ({ method: 'POST', path: `/factors/${f.a.factorId}/verify`, token: f.a.aal1, body: chunkedBrackets(2 * 1024 * 1024) }),
    status: 413,
    code: 'request_too_large',
  },
  {
    name: '2 MB chunked challenge body',
    req: (f) => ({ method: 'POST', path: `/factors/${f.a.factorId}/challenge`, token: f.a.aal1, body: chunkedBrackets(2 * 1024 * 1024) }),
    status: 413,
    code: 'request_too_large',
  },
  {
    name: '2 MB chunked enroll body',
    req: (f) => ({ method: 'POST', path: '/factors', token: f.b.aal1, body: chunkedBrackets(2 * 1024 * 1024) }),
    status: 413,
    code: 'request_too_large',
  },
  { name: '6,000-deep JSON body', req: () => pw(`${'['.repeat(6000)}${']'.repeat(6000)}`), status: 400, code: 'bad_json' },
  // issue 19: a password alone changes nothing on an MFA account; metadata cannot outgrow a token
  {
    name: '60 KB of metadata at aal1 with a verified factor',
    req: (f) => ({ method: 'PUT', path: '/user', token: f.a.aal1, body: PAD_60K }),
    status: 401,
    code: 'insufficient_aal',
  },
  {
    name: 'small metadata change at aal1 with a verified factor',
    req: (f) => ({ method: 'PUT', path: '/user', token: f.a.aal1, body: { data: { theme: 'dark' } } }),
    status: 401,
    code: 'insufficient_aal',
  },
  {
    name: '60 KB of metadata at aal2',
    req: (f) => ({ method: 'PUT', path: '/user', token: f.a.aal2, body: PAD_60K }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: '60 KB of metadata without MFA',
    req: (f) => ({ method: 'PUT', path: '/user', token: f.b.aal1, body: PAD_60K }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'metadata of 4097 bytes',
    req: (f) => ({ method: 'PUT', path: '/user', token: f.b.aal1, body: { data: { pad: 'x'.repeat(4097 - 10) } } }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'sign out everywhere at aal1 with a verified factor',
    req: (f) => ({ method: 'POST', path: '/logout?scope=global', token: f.a.aal1 }),
    status: 403,
    code: 'insufficient_aal',
  },
  {
    name: 'sign out other sessions at aal1 with a verified factor',
    req: (f) => ({ method: 'POST', path: '/logout?scope=others', token: f.a.aal1 }),
    status: 403,
    code: 'insufficient_aal',
  },
  // issue 19: nothing a foreign page can send without a preflight reaches an endpoint
  {
    name: 'cross-site password sign-in (text/plain, key in the URL)',
    req: (f) => crossSite('/token?grant_type=password', { email: f.a.email, password: 'wrong password' }),
    status: 401,
    code: 'no_api_key',
  },
  {
    name: 'cross-site form-encoded sign-in',
    req: (f) =>
      crossSite('/token?grant_type=password', `email=${encodeURIComponent(f.a.email)}&password=x`, 'application/x-www-form-urlencoded'),
    status: 401,
    code: 'no_api_key',
  },
  {
    name: 'apikey only in the query string',
    req: () => ({ path: '/settings', apikey: null, apikeyInQuery: true }),
    status: 401,
    code: 'no_api_key',
  },
  {
    name: 'text/plain JSON body with the apikey header',
    req: (f) => ({ ...pw({ email: f.a.email, password: 'wrong password' }), contentType: 'text/plain;charset=UTF-8' }),
    status: 400,
    code: 'bad_json',
  },
  {
    name: 'form-encoded body with the apikey header',
    req: (f) => ({ ...pw(`email=${encodeURIComponent(f.a.email)}&password=x`), contentType: 'application/x-www-form-urlencoded' }),
    status: 400,
    code: 'bad_json',
  },
  {
    name: 'multipart body',
    req: () => ({
      ...pw('--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--'),
      contentType: 'multipart/form-data; boundary=x',
    }),
    status: 400,
    code: 'bad_json',
  },
  {
    name: 'body without a Content-Type',
    req: (f) => ({ ...pw(utf8Bytes(JSON.stringify({ email: f.a.email, password: 'x' }))), contentType: '' }),
    status: 400,
    code: 'bad_json',
  },
  {
    name: 'JSON in latin1',
    req: (f) => ({ ...pw({ email: f.a.email, password: 'x' }), contentType: 'application/json; charset=latin1' }),
    status: 400,
    code: 'bad_json',
  },
  // issue 19: NUL and other invalid characters in any field are a 400, never a 500
  { name: 'NUL in the e-mail', req: () => pw({ email: 'a\u0000@example.com', password: 'x' }), status: 400, code: 'validation_failed' },
  { name: 'NUL in the password', req: (f) => pw({ email: f.a.email, password: 'pass\u0000word' }), status: 400, code: 'validation_failed' },
  {
    name: 'unpaired surrogate in the e-mail',
    req: () => pw('{"email":"a\\ud800@example.com","password":"x"}'),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'NUL in a metadata key',
    req: (f) => ({ method: 'PUT', path: '/user', token: f.b.aal1, body: { data: { 'k\u0000': 1 } } }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'NUL in a metadata value',
    req: (f) => ({ method: 'PUT', path: '/user', token: f.b.aal1, body: { data: { nested: ['ok', 'x\u0000'] } } }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'NUL in a factor name',
    req: (f) => ({ method: 'POST', path: '/factors', token: f.b.aal1, body: { factor_type: 'totp', friendly_name: 'ph\u0000one' } }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'NUL in a TOTP code',
    req: (f) => ({
      method: 'POST',
      path: `/factors/${f.a.factorId}/verify`,
      token: f.a.aal1,
      body: { challenge_id: '00000000-0000-4000-8000-000000000000', code: '12\u00003456' },
    }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'NUL in a sign-up e-mail',
    req: () => ({ method: 'POST', path: '/signup', body: { email: 'n\u0000@example.com', password: 'a long enough password' } }),
    status: 400,
    code: 'validation_failed',
  },
  // issue 27: a page on another site in the staff member's own browser is refused before any counter
  ...browserCrossSite(),
  // issue 27: an over-long sign-in e-mail is a validation error, never a 500 (the limiter keys are varchar(255))
  {
    name: 'sign-in e-mail of 300 characters',
    req: () => pw({ email: `${'a'.repeat(288)}@example.com`, password: 'x' }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'sign-in e-mail of 255 characters',
    req: () => pw({ email: `${'a'.repeat(243)}@example.com`, password: 'x' }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'sign-in e-mail of 254 characters (no such account)',
    req: () => pw({ email: `${'a'.repeat(242)}@example.com`, password: 'x' }),
    status: 400,
    code: 'invalid_credentials',
  },
  {
    name: 'invalid UTF-8 in the body',
    req: () => pw(new Uint8Array([...utf8Bytes('{"email":"a'), 0xc3, 0x28, ...utf8Bytes('@b.co","password":"x"}')])),
    status: 400,
    code: 'bad_json',
  },
];

async function call(s: TestServer, r: Req): Promise<Response> {
  const headers: Record<string, string> = { 'x-supabase-api-version': '2024-01-01', 'x-client-info': 'catalogue', ...r.headers };
  if (r.apikey !== null) headers.apikey = r.apikey ?? s.anonKey;
  if (!r.noBearer) headers.authorization = `Bearer ${r.token ?? r.apikey ?? s.anonKey}`;
  if (headers['x-supabase-api-version'] === '') delete headers['x-supabase-api-version'];
  let body: BodyInit | undefined;
  if (r.body !== undefined) {
    const raw = typeof r.body === 'string' || r.body instanceof Uint8Array || r.body instanceof ReadableStream;
    body = raw ? (r.body as BodyInit) : JSON.stringify(r.body);
    if (r.contentType !== '') headers['content-type'] = r.contentType ?? 'application/json;charset=UTF-8';
  }
  const query = r.apikeyInQuery ? `${r.path.includes('?') ? '&' : '?'}apikey=${s.anonKey}` : '';
  const stream = r.body instanceof ReadableStream ? { duplex: 'half' } : {};
  return fetch(`${s.url}/auth/v1${r.path}${query}`, {
    method: r.method ?? 'GET',
    headers,
    ...(body !== undefined ? { body } : {}),
    ...stream,
  });
}

async function authFingerprint(s: TestServer): Promise<string> {
  const rows = await s.sql<{ f: string }>(
    `select concat_ws('|',
       (select string_agg(id::text || encrypted_password || raw_user_meta_data::text, ',' order by id) from auth.users),
       (select string_agg(id::text || aal, ',' order by id) from auth.sessions),
       (select string_agg(token_hash || revoked::text, ',' order by token_hash) from auth.refresh_tokens),
       (select string_agg(id::text || status || coalesce(last_used_step::text, '-'), ',' order by id) from auth.mfa_factors)) as f`,
  );
  return rows[0]?.f ?? '';
}

describe('auth bad-input catalogue', () => {
  let f: Fixture;

  beforeAll(async () => {
    const s = await startTestServer({ trustProxy: true });
    const jwk = (await s.sql<{ private_jwk: JWK }>('select private_jwk from auth.signing_keys'))[0]?.private_jwk as JWK;
    const key = await importJWK(jwk, 'ES256');
    const forge = (claims: Record<string, unknown>) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: jwk.kid ?? '', typ: 'JWT' }).sign(key);
    const token = async (c: SupabaseClient) => (await c.auth.getSession()).data.session?.access_token ?? '';

    const a = await createUser(s);
    const a2 = await signedInClient(s, a);
    const { factorId, secret } = await enrollTotp(a2);
    await verifyTotp(a2, factorId, secret);
    const other = await enrollTotp(a2, 'backup');
    const a1 = await signedInClient(s, a);
    const b = await createUser(s, { staff: false });
    const b1 = await signedInClient(s, b);
    const bFactor = await enrollTotp(b1, 'B phone');
    f = {
      s,
      a: { ...a, aal1: await token(a1), aal2: await token(a2), factorId, secret, otherFactorId: other.factorId },
      b: { ...b, aal1: await token(b1), factorId: bFactor.factorId },
      forge,
    };
  });
  afterAll(async () => {
    await f?.s.stop();
  });

  it('has at least 30 cases', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CATALOGUE)('$name -> $status $code', async (c) => {
    const req = await c.req(f);
    const before = await authFingerprint(f.s);
    const res = await call(f.s, req);
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(c.status);
    expect(body.code === res.status ? body.error_code : (body.code ?? body.error)).toBe(c.code);
    if (typeof body.code === 'string') {
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(typeof body.message).toBe('string');
    }
    expect(await authFingerprint(f.s)).toBe(before);
  });

  describe('REST side of user tokens', () => {
    const rest = (f: Fixture, apikey: string, token: string) =>
      fetch(`${f.s.url}/rest/v1/submissions?select=id`, {
        headers: { apikey, authorization: `Bearer ${token}`, 'accept-profile': 'public' },
      });

    it('a user token is refused as apikey (401 invalid_api_key)', async () => {
      const res = await rest(f, f.a.aal2, f.a.aal2);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe('invalid_api_key');
    });
    it('a tampered user token is 401 PGRST301', async () => {
      const [h, , sig] = f.a.aal2.split('.');
      const res = await rest(f, f.s.anonKey, `${h}.${b64({ ...claimsOf(f.a.aal2), aal: 'aal2', sub: f.b.userId })}.${sig}`);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe('PGRST301');
    });
    it('an expired user token is 401 PGRST303', async () => {
      const res = await rest(f, f.s.anonKey, await f.forge({ ...claimsOf(f.a.aal2), exp: now() - 120 }));
      expect(res.status).toBe(401);
      expect(((await res.json()) as { code: string; message: string }).message).toBe('JWT expired');
    });
    it('a user-key token naming another role is refused (PGRST301)', async () => {
      const res = await rest(f, f.s.anonKey, await f.forge({ ...claimsOf(f.a.aal2), role: 'service_role' }));
      expect(res.status).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe('PGRST301');
    });
  });
});
