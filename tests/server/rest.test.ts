/**
 * /rest/v1/submissions end to end: the real supabase-js client for the
 * main paths, raw fetch for the bad-input catalogue. Row counts and table fingerprints are read
 * directly from the database as superuser, never through the API.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { client, signToken, startTestServer, TEST_SECRET, tokens } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';

const VALID = {
  name: 'Ann Example',
  email: 'ann@example.com',
  phone: '+1 555 0100',
  business_name: 'Ann Co',
  service: 'standard-monthly',
  store_integration: true,
  message: 'We need a new website.',
  status: 'new',
};
const valid = (over: Record<string, unknown> = {}) => ({ ...VALID, ...over });
const without = (key: keyof typeof VALID) => {
  const { [key]: _omit, ...rest } = VALID;
  return rest;
};

const now = () => Math.floor(Date.now() / 1000);
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

interface Req {
  method?: string;
  path?: string;
  query?: string;
  /** JSON-encoded unless a string, bytes or a stream (sent chunked). */
  body?: unknown;
  headers?: Record<string, string>;
  /** 'anon' (default): apikey + Bearer anon key; 'none': no credentials; or explicit values. */
  auth?: 'anon' | 'none' | { apikey?: string; authorization?: string };
}

interface Case {
  name: string;
  req: (s: TestServer, seedId: string) => Req | Promise<Req>;
  status: number;
  code: string;
}

/** Every case must be refused with exactly this status and code, and change nothing. */
const CATALOGUE: Case[] = [
  // schema / types
  { name: 'unknown column in body', req: () => ({ body: valid({ bogus: 1 }) }), status: 400, code: 'PGRST204' },
  {
    name: 'unknown column in ?columns=',
    req: () => ({ query: 'columns=%22name%22,%22nope%22', body: [valid()] }),
    status: 400,
    code: 'PGRST204',
  },
  { name: 'store_integration "maybe"', req: () => ({ body: valid({ store_integration: 'maybe' }) }), status: 400, code: '22P02' },
  { name: 'store_integration object', req: () => ({ body: valid({ store_integration: { yes: true } }) }), status: 400, code: '22P02' },
  { name: 'NUL character in text', req: () => ({ body: valid({ name: 'a\u0000b' }) }), status: 400, code: '22P05' },
  // required fields
  { name: 'name null', req: () => ({ body: valid({ name: null }) }), status: 400, code: '23502' },
  { name: 'name missing', req: () => ({ body: without('name') }), status: 400, code: '23502' },
  { name: 'name empty', req: () => ({ body: valid({ name: '' }) }), status: 400, code: '23514' },
  { name: 'name spaces only', req: () => ({ body: valid({ name: '    ' }) }), status: 400, code: '23514' },
  { name: 'name tabs/newlines only', req: () => ({ body: valid({ name: '\t\n\r ' }) }), status: 400, code: '23514' },
  { name: 'email null', req: () => ({ body: valid({ email: null }) }), status: 400, code: '23502' },
  { name: 'email missing', req: () => ({ body: without('email') }), status: 400, code: '23502' },
  { name: 'email empty', req: () => ({ body: valid({ email: '' }) }), status: 400, code: '23514' },
  { name: 'email whitespace', req: () => ({ body: valid({ email: '   ' }) }), status: 400, code: '23514' },
  { name: 'message null', req: () => ({ body: valid({ message: null }) }), status: 400, code: '23502' },
  { name: 'message missing', req: () => ({ body: without('message') }), status: 400, code: '23502' },
  { name: 'message empty', req: () => ({ body: valid({ message: '' }) }), status: 400, code: '23514' },
  { name: 'message whitespace', req: () => ({ body: valid({ message: ' \n\t ' }) }), status: 400, code: '23514' },
  // status is decided by RLS (WITH CHECK status = 'new'), before any CHECK constraint
  { name: "status 'spam'", req: () => ({ body: valid({ status: 'spam' }) }), status: 401, code: '42501' },
  { name: "status 'contacted'", req: () => ({ body: valid({ status: 'contacted' }) }), status: 401, code: '42501' },
  { name: "status 'closed'", req: () => ({ body: valid({ status: 'closed' }) }), status: 401, code: '42501' },
  { name: 'status null', req: () => ({ body: valid({ status: null }) }), status: 401, code: '42501' },
  { name: 'status unknown word', req: () => ({ body: valid({ status: 'approved' }) }), status: 401, code: '42501' },
  // value rules
  { name: 'service not in the list', req: () => ({ body: valid({ service: 'premium' }) }), status: 400, code: '23514' },
  { name: 'service empty', req: () => ({ body: valid({ service: '' }) }), status: 400, code: '23514' },
  { name: 'service missing (null)', req: () => ({ body: valid({ service: null }) }), status: 400, code: '23502' },
  { name: 'email without @', req: () => ({ body: valid({ email: 'ann.example.com' }) }), status: 400, code: '23514' },
  { name: 'email without dot in domain', req: () => ({ body: valid({ email: 'ann@example' }) }), status: 400, code: '23514' },
  { name: 'email with space', req: () => ({ body: valid({ email: 'ann example@example.com' }) }), status: 400, code: '23514' },
  { name: 'email without local part', req: () => ({ body: valid({ email: '@example.com' }) }), status: 400, code: '23514' },
  { name: 'email with two @', req: () => ({ body: valid({ email: 'a@b@example.com' }) }), status: 400, code: '23514' },
  { name: 'email 255 chars', req: () => ({ body: valid({ email: `${'a'.repeat(243)}@example.com` }) }), status: 400, code: '23514' },
  { name: 'name 121 chars', req: () => ({ body: valid({ name: 'n'.repeat(121) }) }), status: 400, code: '23514' },
  { name: 'message 5001 chars', req: () => ({ body: valid({ message: 'm'.repeat(5001) }) }), status: 400, code: '23514' },
  { name: 'phone 41 chars', req: () => ({ body: valid({ phone: '1'.repeat(41) }) }), status: 400, code: '23514' },
  { name: 'business_name 161 chars', req: () => ({ body: valid({ business_name: 'b'.repeat(161) }) }), status: 400, code: '23514' },
  // body handling
  { name: 'body over the limit', req: () => ({ body: valid({ message: 'x'.repeat(70_000) }) }), status: 413, code: 'payload_too_large' },
  { name: 'malformed JSON', req: () => ({ body: '{"name": "Ann",' }), status: 400, code: 'PGRST102' },
  { name: 'empty body', req: () => ({ body: '' }), status: 400, code: 'PGRST102' },
  {
    name: 'text/plain body',
    req: () => ({ body: JSON.stringify(valid()), headers: { 'content-type': 'text/plain' } }),
    status: 400,
    code: 'PGRST102',
  },
  { name: 'array with one bad row', req: () => ({ body: [valid(), valid({ email: 'nope' }), valid()] }), status: 400, code: '23514' },
  { name: 'array with one RLS-violating row', req: () => ({ body: [valid(), valid({ status: 'spam' })] }), status: 401, code: '42501' },
  { name: 'array with mismatched keys', req: () => ({ body: [valid(), without('phone')] }), status: 400, code: 'PGRST102' },
  // credentials
  { name: 'no apikey, no Authorization', req: () => ({ body: valid(), auth: 'none' }), status: 401, code: 'no_api_key' },
  {
    name: 'Authorization without apikey',
    req: (s) => ({ body: valid(), auth: { authorization: `Bearer ${s.anonKey}` } }),
    status: 401,
    code: 'no_api_key',
  },
  { name: 'apikey is garbage', req: () => ({ body: valid(), auth: { apikey: 'not-a-key' } }), status: 401, code: 'invalid_api_key' },
  {
    name: 'JWT with two parts',
    req: (s) => ({ body: valid(), auth: { apikey: s.anonKey, authorization: 'Bearer abc.def' } }),
    status: 401,
    code: 'PGRST301',
  },
  {
    name: 'empty Bearer token',
    req: (s) => ({ body: valid(), auth: { apikey: s.anonKey, authorization: 'Bearer ' } }),
    status: 401,
    code: 'PGRST301',
  },
  {
    name: 'JWT signed with another secret',
    req: async (s) => ({
      body: valid(),
      auth: { apikey: s.anonKey, authorization: `Bearer ${await signToken({ role: 'service_role' }, 'x'.repeat(40))}` },
    }),
    status: 401,
    code: 'PGRST301',
  },
  {
    name: 'JWT with tampered payload',
    req: (s) => {
      const [h, , sig] = s.anonKey.split('.');
      return { body: valid(), auth: { apikey: s.anonKey, authorization: `Bearer ${h}.${b64({ role: 'service_role' })}.${sig}` } };
    },
    status: 401,
    code: 'PGRST301',
  },
  {
    name: 'alg none JWT',
    req: (s) => ({
      body: valid(),
      auth: { apikey: s.anonKey, authorization: `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role' })}.` },
    }),
    status: 401,
    code: 'PGRST301',
  },
  {
    name: 'HS512 JWT',
    req: async (s) => ({
      body: valid(),
      auth: { apikey: s.anonKey, authorization: `Bearer ${await signToken({ role: 'anon' }, TEST_SECRET, 'HS512')}` },
    }),
    status: 401,
    code: 'PGRST301',
  },
  {
    name: 'expired JWT',
    req: async (s) => ({
      body: valid(),
      auth: { apikey: s.anonKey, authorization: `Bearer ${await signToken({ role: 'anon', exp: now() - 3600 })}` },
    }),
    status: 401,
    code: 'PGRST303',
  },
  {
    name: 'JWT not valid yet (nbf)',
    req: async (s) => ({
      body: valid(),
      auth: { apikey: s.anonKey, authorization: `Bearer ${await signToken({ role: 'anon', nbf: now() + 3600 })}` },
    }),
    status: 401,
    code: 'PGRST303',
  },
  {
    name: "role claim 'postgres' (exists, not allowed)",
    req: async (s) => ({ body: valid(), auth: { apikey: s.anonKey, authorization: `Bearer ${await signToken({ role: 'postgres' })}` } }),
    status: 403,
    code: '42501',
  },
  {
    name: "role claim 'hacker' (does not exist)",
    req: async (s) => ({ body: valid(), auth: { apikey: s.anonKey, authorization: `Bearer ${await signToken({ role: 'hacker' })}` } }),
    status: 401,
    code: '22023',
  },
  {
    name: 'authenticated user inserting status spam (403: not anon)',
    req: async (s) => ({
      body: valid({ status: 'spam' }),
      auth: { apikey: s.anonKey, authorization: `Bearer ${await tokens.authenticated()}` },
    }),
    status: 403,
    code: '42501',
  },
  // columns the public may not set
  { name: 'client-chosen id', req: () => ({ body: valid({ id: '11111111-1111-4111-8111-111111111111' }) }), status: 401, code: '42501' },
  { name: 'client-chosen created_at', req: () => ({ body: valid({ created_at: '2000-01-01T00:00:00Z' }) }), status: 401, code: '42501' },
  {
    name: 'insert asking for the row back (anon has no SELECT)',
    req: () => ({ body: valid(), headers: { prefer: 'return=representation' } }),
    status: 401,
    code: '42501',
  },
  // read / change / delete as anon: nothing revealed, nothing changed
  { name: 'anon SELECT *', req: () => ({ method: 'GET', query: 'select=*', body: undefined }), status: 401, code: '42501' },
  {
    name: 'anon SELECT by id',
    req: (_s, id) => ({ method: 'GET', query: `select=*&id=eq.${id}`, body: undefined }),
    status: 401,
    code: '42501',
  },
  {
    name: 'anon HEAD count',
    req: () => ({ method: 'HEAD', query: 'select=*', headers: { prefer: 'count=exact' }, body: undefined }),
    status: 401,
    code: '',
  },
  {
    name: 'anon UPDATE by id',
    req: (_s, id) => ({ method: 'PATCH', query: `id=eq.${id}`, body: { status: 'spam' } }),
    status: 401,
    code: '42501',
  },
  { name: 'anon UPDATE all rows', req: () => ({ method: 'PATCH', body: { message: 'hacked' } }), status: 401, code: '42501' },
  { name: 'anon DELETE by id', req: (_s, id) => ({ method: 'DELETE', query: `id=eq.${id}`, body: undefined }), status: 401, code: '42501' },
  { name: 'anon DELETE all rows', req: () => ({ method: 'DELETE', body: undefined }), status: 401, code: '42501' },
  {
    name: 'anon upsert over an existing id',
    req: (_s, id) => ({ body: valid({ id, message: 'overwritten' }), headers: { prefer: 'resolution=merge-duplicates' } }),
    status: 401,
    code: '42501',
  },
  {
    name: 'anon upsert without id (needs UPDATE privilege)',
    req: () => ({ body: valid(), headers: { prefer: 'resolution=merge-duplicates' } }),
    status: 401,
    code: '42501',
  },
  // routing and negotiation
  { name: 'unknown table', req: () => ({ path: '/rest/v1/nope', body: valid() }), status: 404, code: 'PGRST205' },
  { name: 'schema not exposed', req: () => ({ body: valid(), headers: { 'content-profile': 'auth' } }), status: 406, code: 'PGRST106' },
  { name: 'unacceptable Accept', req: () => ({ body: valid(), headers: { accept: 'text/html' } }), status: 406, code: 'PGRST107' },
  { name: 'PUT is not supported', req: () => ({ method: 'PUT', body: valid() }), status: 405, code: 'PGRST117' },
  { name: 'RPC to a missing function', req: () => ({ path: '/rest/v1/rpc/drop_everything', body: {} }), status: 404, code: 'PGRST202' },
  // /rest/v1 takes application/json only: forms and text/plain skip the CORS preflight
  {
    name: 'form-encoded spam status',
    req: () => ({ body: 'name=A&email=a%40b.co&message=hi&status=spam', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    status: 400,
    code: 'PGRST102',
  },
  {
    name: 'form-encoded POST with ?apikey= and no headers (cross-site form)',
    req: (s) => ({
      query: `apikey=${s.anonKey}`,
      auth: 'none',
      body: 'name=A&email=a%40b.co&service=custom&message=hi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    status: 400,
    code: 'PGRST102',
  },
  {
    name: 'multipart/form-data body',
    req: () => ({
      body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    }),
    status: 400,
    code: 'PGRST102',
  },
  {
    name: 'no Content-Type at all',
    req: () => ({ body: utf8(JSON.stringify(valid())), headers: { 'content-type': '' } }),
    status: 400,
    code: 'PGRST102',
  },
  {
    name: 'text/json body',
    req: () => ({ body: JSON.stringify(valid()), headers: { 'content-type': 'text/json' } }),
    status: 400,
    code: 'PGRST102',
  },
  {
    name: 'JSON in a charset other than UTF-8',
    req: () => ({ body: JSON.stringify(valid()), headers: { 'content-type': 'application/json; charset=latin1' } }),
    status: 400,
    code: 'PGRST102',
  },
  // bodies that are not a row: PostgREST would answer 201 and store nothing
  { name: 'body null', req: () => ({ body: 'null' }), status: 400, code: 'PGRST102' },
  { name: 'body a number (42)', req: () => ({ body: '42' }), status: 400, code: 'PGRST102' },
  { name: 'body a string ("hello")', req: () => ({ body: '"hello"' }), status: 400, code: 'PGRST102' },
  { name: 'body true', req: () => ({ body: 'true' }), status: 400, code: 'PGRST102' },
  { name: 'body [] (empty array)', req: () => ({ body: '[]' }), status: 400, code: 'PGRST102' },
  { name: 'array of null', req: () => ({ body: '[null]' }), status: 400, code: 'PGRST102' },
  { name: 'array of arrays', req: () => ({ body: [[valid()]] }), status: 400, code: 'PGRST102' },
  {
    name: 'anon PATCH with a null body',
    req: (_s, id) => ({ method: 'PATCH', query: `id=eq.${id}`, body: 'null' }),
    status: 400,
    code: 'PGRST102',
  },
  // deep or huge JSON: refused before parsing, no stack trace
  { name: '6,000-deep array', req: () => ({ body: `${'['.repeat(6000)}${']'.repeat(6000)}` }), status: 400, code: 'PGRST102' },
  {
    name: '6,000-deep object in a value',
    req: () => ({ body: `{"name":${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}}` }),
    status: 400,
    code: 'PGRST102',
  },
  {
    name: '33 levels (one over the limit)',
    req: () => ({ body: `[${'{"a":'.repeat(32)}1${'}'.repeat(32)}]` }),
    status: 400,
    code: 'PGRST102',
  },
  {
    name: '6,000-deep PATCH body',
    req: (_s, id) => ({ method: 'PATCH', query: `id=eq.${id}`, body: `${'['.repeat(6000)}${']'.repeat(6000)}` }),
    status: 400,
    code: 'PGRST102',
  },
  {
    name: 'chunked body over the limit (no Content-Length)',
    req: () => ({ body: chunked(JSON.stringify(valid({ message: 'x'.repeat(70_000) }))) }),
    status: 413,
    code: 'payload_too_large',
  },
  // invalid UTF-8 is refused, never turned into U+FFFD
  {
    name: 'invalid UTF-8 byte in a name',
    req: () => ({ body: bytesIn(valid({ name: 'Ann @ Co' }), '@', [0xc3, 0x28]) }),
    status: 400,
    code: 'PGRST102',
  },
  {
    name: 'overlong UTF-8 encoding',
    req: () => ({ body: bytesIn(valid({ name: 'Ann @ Co' }), '@', [0xc0, 0xaf]) }),
    status: 400,
    code: 'PGRST102',
  },
  {
    name: 'UTF-8-encoded surrogate',
    req: () => ({ body: bytesIn(valid({ name: 'Ann @ Co' }), '@', [0xed, 0xa0, 0x80]) }),
    status: 400,
    code: 'PGRST102',
  },
  {
    name: 'lone surrogate escape (\\ud800) in JSON',
    req: () => ({ body: JSON.stringify(valid()).replace('Ann Example', 'Ann \\ud800') }),
    status: 400,
    code: '22P02',
  },
  {
    name: 'truncated UTF-8 sequence at the end',
    req: () => ({ body: new Uint8Array([...utf8(JSON.stringify(valid())), 0xe2, 0x82]) }),
    status: 400,
    code: 'PGRST102',
  },
  // invisible characters are removed first; the checks then see the cleaned value
  {
    name: 'e-mail of zero-width characters only',
    req: () => ({ body: valid({ email: '\u200b\u200c\u200d\ufeff' }) }),
    status: 400,
    code: '23514',
  },
  {
    name: 'e-mail valid only thanks to a zero-width character',
    req: () => ({ body: valid({ email: 'ann@example\u200b' }) }),
    status: 400,
    code: '23514',
  },
  {
    name: 'name of bidi controls only',
    req: () => ({ body: valid({ name: '\u202e\u202d\u2066\u2069\u200f' }) }),
    status: 400,
    code: '23514',
  },
  // rate limit: every row counts; forwarded addresses are validated at the trusted hop
  {
    name: 'array of 51 rows from one address (limit 50)',
    req: () => ({ body: Array.from({ length: 51 }, (_, i) => valid({ email: `bulk-${i}@example.com` })) }),
    status: 429,
    code: 'rate_limited',
  },
  {
    name: 'X-Forwarded-For is not an address',
    req: () => ({ body: valid(), headers: { 'x-forwarded-for': 'evil' } }),
    status: 400,
    code: 'invalid_forwarded_for',
  },
  {
    name: 'X-Forwarded-For last entry empty',
    req: () => ({ body: valid(), headers: { 'x-forwarded-for': '203.0.113.9, ' } }),
    status: 400,
    code: 'invalid_forwarded_for',
  },
  {
    name: 'X-Forwarded-For octet over 255',
    req: () => ({ body: valid(), headers: { 'x-forwarded-for': '203.0.113.9, 999.1.1.1' } }),
    status: 400,
    code: 'invalid_forwarded_for',
  },
  // issue 19: bounded costs per request
  {
    name: 'chunked PATCH body over the limit (no Content-Length)',
    req: (_s, id) => ({ method: 'PATCH', query: `id=eq.${id}`, body: chunked(JSON.stringify({ message: 'x'.repeat(70_000) })) }),
    status: 413,
    code: 'payload_too_large',
  },
  {
    name: '2 MB chunked POST body',
    req: () => ({ body: chunked(`[${'{"name":"x"},'.repeat(160_000)}{}]`) }),
    status: 413,
    code: 'payload_too_large',
  },
  {
    name: '25 filter terms (the limit) reach the database',
    req: () => ({ method: 'GET', query: `select=id&${filterTerms(25)}` }),
    status: 401,
    code: '42501',
  },
  { name: '26 column filters', req: () => ({ method: 'GET', query: `select=id&${filterTerms(26)}` }), status: 400, code: 'PGRST100' },
  {
    name: '26 terms inside or=(...)',
    req: () => ({ method: 'GET', query: `select=id&or=(${Array.from({ length: 26 }, (_, i) => `name.eq.n${i}`).join(',')})` }),
    status: 400,
    code: 'PGRST100',
  },
  {
    name: 'and/or nested 9 levels deep',
    req: () => ({ method: 'GET', query: `select=id&or=(${'and(or('.repeat(4)}and(name.eq.a)${'))'.repeat(4)})` }),
    status: 400,
    code: 'PGRST100',
  },
  {
    name: '26 filter terms on a PATCH',
    req: () => ({ method: 'PATCH', query: filterTerms(26), body: { message: 'x' } }),
    status: 400,
    code: 'PGRST100',
  },
];

/** `n` column filters (`name=neq.v0&...`). */
function filterTerms(n: number): string {
  return Array.from({ length: n }, (_, i) => `name=neq.v${i}`).join('&');
}

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** The JSON of `value` with the first `marker` character replaced by raw bytes. */
function bytesIn(value: unknown, marker: string, bytes: number[]): Uint8Array {
  const [before = '', after = ''] = JSON.stringify(value).split(marker, 2);
  return new Uint8Array([...utf8(before), ...bytes, ...utf8(after)]);
}

/** A body sent with Transfer-Encoding: chunked (no Content-Length). */
function chunked(text: string): ReadableStream<Uint8Array> {
  const data = utf8(text);
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < data.length; i += 8192) controller.enqueue(data.slice(i, i + 8192));
      controller.close();
    },
  });
}

/** Stored exactly as sent (PostgREST semantics; escaping is the renderer's job, not the DB's). */
const ACCEPTED: { name: string; body: Record<string, unknown>; expect: Record<string, unknown> }[] = [
  {
    name: 'SQL injection in name',
    body: valid({ name: "Robert'); DROP TABLE submissions;--" }),
    expect: { name: "Robert'); DROP TABLE submissions;--" },
  },
  {
    name: 'SQL injection in message',
    body: valid({ message: "' OR 1=1; --\\'; select pg_sleep(10);" }),
    expect: { message: "' OR 1=1; --\\'; select pg_sleep(10);" },
  },
  {
    name: 'HTML payload',
    body: valid({ message: '<script>alert(1)</script><img src=x onerror=alert(1)>' }),
    expect: { message: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
  },
  { name: 'unicode and emoji (the joiner in 👩🏽‍💻 is kept)', body: valid({ name: 'Zoë 李雷 🦄👩🏽‍💻' }), expect: { name: 'Zoë 李雷 🦄👩🏽‍💻' } },
  // invisible characters are removed from names and e-mails (issue 9), the rest is kept
  {
    name: 'bidi override in a business name is removed',
    body: valid({ business_name: 'Ünïcødé \u202eRTL\u202c Co' }),
    expect: { business_name: 'Ünïcødé RTL Co' },
  },
  {
    name: 'bidi controls in a name are removed',
    body: valid({ name: 'Ann\u202e \u2066Example\u2069\u200e' }),
    expect: { name: 'Ann Example' },
  },
  {
    name: 'zero-width characters in an e-mail are removed',
    body: valid({ email: '\ufeffann\u200b@exa\u200dmple.com\u00ad' }),
    expect: { email: 'ann@example.com' },
  },
  { name: 'Persian name keeps its zero-width non-joiner', body: valid({ name: 'می\u200cخواهم' }), expect: { name: 'می\u200cخواهم' } },
  { name: 'number for name becomes text (PostgREST coercion)', body: valid({ name: 12345 }), expect: { name: '12345' } },
  { name: 'boolean as string', body: valid({ store_integration: 'true' }), expect: { store_integration: true } },
  {
    name: 'longest allowed values',
    body: valid({
      name: 'n'.repeat(120),
      message: 'm'.repeat(5000),
      phone: '1'.repeat(40),
      business_name: 'b'.repeat(160),
      email: `${'a'.repeat(242)}@example.com`,
    }),
    expect: { name: 'n'.repeat(120) },
  },
  { name: 'custom service', body: valid({ service: 'custom' }), expect: { service: 'custom' } },
];

describe('REST API', () => {
  let s: TestServer;
  let seedId = '';

  beforeAll(async () => {
    // Rate limit on, behind one trusted proxy: send() gives every request its own forwarded
    // address, so only the case that exceeds the limit meets it.
    s = await startTestServer({ bodyLimit: 64 * 1024, rateLimit: { max: 50, windowMs: 60_000 }, trustProxy: true });
    const rows = await s.sql<{ id: string }>(
      `insert into public.submissions (name, email, service, message, status) values ('Seed', 'seed@example.com', 'custom', 'seed row', 'contacted') returning id`,
    );
    seedId = rows[0]?.id ?? '';
  });
  afterAll(async () => {
    await s?.stop();
  });

  let address = 0;
  async function send(r: Req): Promise<Response> {
    address++;
    const forwarded = `198.51.100.7, 10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': forwarded, ...r.headers };
    if (headers['content-type'] === '') delete headers['content-type'];
    const auth = r.auth ?? 'anon';
    if (auth === 'anon') {
      headers.apikey = s.anonKey;
      headers.authorization = `Bearer ${s.anonKey}`;
    } else if (auth !== 'none') {
      if (auth.apikey !== undefined) headers.apikey = auth.apikey;
      if (auth.authorization !== undefined) headers.authorization = auth.authorization;
    }
    const raw = typeof r.body === 'string' || r.body instanceof Uint8Array || r.body instanceof ReadableStream;
    const body = r.body === undefined ? undefined : raw ? (r.body as BodyInit) : JSON.stringify(r.body);
    const url = `${s.url}${r.path ?? '/rest/v1/submissions'}${r.query ? `?${r.query}` : ''}`;
    return fetch(url, { method: r.method ?? 'POST', headers, body, ...(r.body instanceof ReadableStream ? { duplex: 'half' } : {}) });
  }

  describe('bad-input catalogue', () => {
    it('has every case (75 before issue 9, 105 with it)', () => {
      expect(CATALOGUE.length).toBeGreaterThanOrEqual(105);
    });

    it.each(CATALOGUE)('$name -> $status $code', async (c) => {
      const before = await s.fingerprint();
      const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'info'), vi.spyOn(console, 'log')];
      const res = await send(await c.req(s, seedId));
      const text = await res.text();
      // A client error is never logged (no stack traces, no "database unreachable").
      for (const spy of logged) {
        expect(spy).not.toHaveBeenCalled();
        spy.mockRestore();
      }
      expect(res.status, text).toBe(c.status);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      if (res.status === 429 || res.status === 503) expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      if (res.status === 401) expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      if (c.code !== '') {
        const body = JSON.parse(text) as Record<string, unknown>;
        expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
        expect(body.code).toBe(c.code);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        // No table content ever leaks into an error (RLS tables hide "Failing row contains").
        expect(text).not.toContain('seed row');
      } else {
        expect(text).toBe(''); // HEAD
      }
      expect(await s.fingerprint()).toBe(before);
    });
  });

  describe('accepted verbatim', () => {
    it.each(ACCEPTED)('$name', async (c) => {
      const before = await s.count();
      const marker = `marker-${Math.random().toString(36).slice(2)}`;
      const res = await send({ body: { ...c.body, phone: marker.slice(0, 40) } });
      expect(res.status, await res.text()).toBe(201);
      expect(await s.count()).toBe(before + 1);
      const rows = await s.sql<Record<string, unknown>>('select * from public.submissions where phone = $1', [marker.slice(0, 40)]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ...c.expect, status: 'new' });
    });
  });

  describe('supabase-js', () => {
    it('inserts a submission: 201, data null, error null, row stored exactly', async () => {
      const supabase = client(s.url, s.anonKey);
      const email = 'js@example.com';
      const res = await supabase.from('submissions').insert(valid({ email }));
      expect(res).toMatchObject({ data: null, error: null, status: 201, statusText: 'Created' });
      const rows = await s.sql<Record<string, unknown>>('select * from public.submissions where email = $1', [email]);
      expect(rows).toHaveLength(1);
      const row = rows[0] ?? {};
      expect(row).toMatchObject({ ...valid({ email }) });
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(Date.now() - new Date(row.created_at as string).getTime()).toBeLessThan(60_000);
    });

    it('applies defaults: status new, store_integration false, optional fields null', async () => {
      const supabase = client(s.url, s.anonKey);
      const email = 'min@example.com';
      const res = await supabase.from('submissions').insert({ name: 'Min', email, service: 'custom', message: 'Just the required fields' });
      expect(res.error).toBeNull();
      const rows = await s.sql<Record<string, unknown>>('select * from public.submissions where email = $1', [email]);
      expect(rows[0]).toMatchObject({ status: 'new', store_integration: false, phone: null, business_name: null, service: 'custom' });
    });

    it('refuses a spam status with the PostgREST RLS error (401 for anon)', async () => {
      const before = await s.fingerprint();
      const res = await client(s.url, s.anonKey)
        .from('submissions')
        .insert(valid({ status: 'spam' }));
      expect(res.status).toBe(401);
      expect(res.data).toBeNull();
      expect(res.error).toEqual({
        code: '42501',
        details: null,
        hint: null,
        message: 'new row violates row-level security policy for table "submissions"',
      });
      expect(await s.fingerprint()).toBe(before);
    });

    it('anon cannot read back its own insert (.select()), and nothing is stored', async () => {
      const before = await s.fingerprint();
      const res = await client(s.url, s.anonKey).from('submissions').insert(valid()).select();
      expect(res.status).toBe(401);
      expect(res.error?.code).toBe('42501');
      expect(await s.fingerprint()).toBe(before);
    });

    it('anon select returns no rows and an error', async () => {
      const res = await client(s.url, s.anonKey).from('submissions').select('*');
      expect(res.status).toBe(401);
      expect(res.data).toBeNull();
      expect(res.error).toMatchObject({ code: '42501', message: 'permission denied for table submissions' });
    });

    it('service_role gets the representation: array, single object, chosen columns', async () => {
      const service = client(s.url, s.serviceKey);
      const arr = await service
        .from('submissions')
        .insert(valid({ email: 'rep1@example.com' }))
        .select();
      expect(arr.status).toBe(201);
      expect(arr.data).toHaveLength(1);
      expect(arr.data?.[0]).toMatchObject({ ...valid({ email: 'rep1@example.com' }) });
      expect(arr.data?.[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);

      const one = await service
        .from('submissions')
        .insert(valid({ email: 'rep2@example.com' }))
        .select('id,status')
        .single();
      expect(one.error).toBeNull();
      expect(Object.keys(one.data ?? {}).sort()).toEqual(['id', 'status']);
      expect(one.data?.status).toBe('new');

      const read = await service
        .from('submissions')
        .select('email,status', { count: 'exact' })
        .eq('id', one.data?.id ?? '');
      expect(read.error).toBeNull();
      expect(read.data).toEqual([{ email: 'rep2@example.com', status: 'new' }]);
      expect(read.count).toBe(1);
    });

    it('.single() on a two-row insert is 406 PGRST116 and rolls the insert back', async () => {
      const before = await s.fingerprint();
      const res = await client(s.url, s.serviceKey)
        .from('submissions')
        .insert([valid({ email: 'single1@example.com' }), valid({ email: 'single2@example.com' })])
        .select()
        .single();
      expect(res.status).toBe(406);
      expect(res.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
      expect(await s.fingerprint()).toBe(before);
    });

    it('service_role may set any status and update under the workflow, but never delete (it bypasses RLS, not grants)', async () => {
      const service = client(s.url, s.serviceKey);
      const ins = await service
        .from('submissions')
        .insert(valid({ status: 'spam', email: 'svc@example.com' }))
        .select('id')
        .single();
      expect(ins.error).toBeNull();
      const id = ins.data?.id ?? '';
      const upd = await service.from('submissions').update({ status: 'new' }).eq('id', id);
      expect(upd.status).toBe(204);
      expect((await s.sql('select status from public.submissions where id = $1', [id]))[0]).toEqual({ status: 'new' });
      const del = await service.from('submissions').delete().eq('id', id);
      expect(del.status).toBe(403);
      expect(del.error).toMatchObject({ code: '42501', message: 'permission denied for table submissions' });
      expect(await s.sql('select 1 from public.submissions where id = $1', [id])).toHaveLength(1);
    });

    it('bulk insert with ?columns=: missing keys become NULL unless defaultToNull:false', async () => {
      const supabase = client(s.url, s.anonKey);
      const { status: _status, ...noStatus } = valid({ email: 'bulk1@example.com' });
      const rows = [noStatus, { name: 'Bulk Two', email: 'bulk2@example.com', service: 'custom', message: 'no optional fields' }];
      const before = await s.count();
      const nulls = await supabase.from('submissions').insert(rows);
      expect(nulls.status).toBe(400);
      expect(nulls.error?.code).toBe('23502'); // store_integration null violates NOT NULL, as in PostgREST
      expect(await s.count()).toBe(before);

      const defaults = await supabase.from('submissions').insert(rows, { defaultToNull: false });
      expect(defaults.error).toBeNull();
      expect(defaults.status).toBe(201);
      expect(await s.count()).toBe(before + 2);
      const stored = await s.sql<Record<string, unknown>>('select * from public.submissions where email = $1', ['bulk2@example.com']);
      expect(stored[0]).toMatchObject({ store_integration: false, status: 'new', phone: null });
    });

    it('Prefer count=exact reports the inserted row count in Content-Range', async () => {
      const res = await client(s.url, s.anonKey)
        .from('submissions')
        .insert([valid({ email: 'c1@example.com' }), valid({ email: 'c2@example.com' })], { count: 'exact' });
      expect(res.error).toBeNull();
      expect(res.count).toBe(2);
    });

    it('an authenticated user may submit too (insert policy covers both API roles)', async () => {
      // The user token goes in Authorization; `apikey` takes only the configured keys.
      const bearer = await tokens.authenticated();
      const authed = client(s.url, s.anonKey, (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('authorization', `Bearer ${bearer}`);
        return fetch(input, { ...init, headers });
      });
      const res = await authed.from('submissions').insert(valid({ email: 'auth@example.com' }));
      expect(res.error).toBeNull();
      expect(res.status).toBe(201);
    });
  });

  describe('CORS', () => {
    it('answers a supabase-js preflight from another origin', async () => {
      const res = await fetch(`${s.url}/rest/v1/submissions`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://studio.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'apikey,authorization,content-type,content-profile,prefer,x-client-info',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',');
      for (const h of [
        'apikey',
        'authorization',
        'content-type',
        'content-profile',
        'prefer',
        'x-client-info',
        'accept-profile',
        'x-supabase-api-version',
      ]) {
        expect(allowed).toContain(h);
      }
    });

    it('exposes Content-Range on actual responses', async () => {
      const res = await send({ body: valid({ email: 'cors@example.com' }), headers: { origin: 'https://studio.example' } });
      expect(res.status).toBe(201);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
      expect(res.headers.get('content-range')).toBe('*/*');
    });
  });
});
