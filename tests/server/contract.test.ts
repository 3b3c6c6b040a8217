/**
 * Contract between the MSW mocks (mocks/) and the real server: the same supabase-js calls are
 * made against both, and status, error body and the headers the front end may read must match.
 * If the server's answers change, the mocks must change with them, or this fails.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postgrestErrors } from '../../mocks/supabase/errors.ts';
import { submissionInsertError, submissionInsertRateLimited, submissionInsertSuccess } from '../../mocks/supabase/submissions.ts';
import { client, startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';
import { MOCK_URL, realFetch } from './helpers/contract.ts';

// Captured before MSW patches globalThis.fetch, so the real client really reaches the server.

interface Seen {
  status: number;
  contentType: string | null;
  retryAfter: string | null;
  wwwAuthenticate: string | null;
}

/** A fetch that remembers the last response's status and headers. */
function recording(base: typeof fetch): { fetch: typeof fetch; last: () => Seen | undefined } {
  let last: Seen | undefined;
  return {
    fetch: async (input, init) => {
      const res = await base(input, init);
      last = {
        status: res.status,
        contentType: res.headers.get('content-type')?.split(';')[0] ?? null,
        retryAfter: res.headers.get('retry-after') === null ? null : 'present',
        wwwAuthenticate: res.headers.get('www-authenticate'),
      };
      return res;
    },
    last: () => last,
  };
}

const row = (over: Record<string, unknown> = {}) => ({
  name: 'Contract',
  email: 'contract@example.com',
  message: 'Same answer from mock and server',
  service: 'one-time',
  ...over,
});

const msw = setupServer();

describe('MSW mocks match the real server', () => {
  let s: TestServer;
  let ip = 0;

  beforeAll(async () => {
    // Limit 1 per client, with the client chosen per call via X-Forwarded-For.
    s = await startTestServer({ rateLimit: { max: 1, windowMs: 60_000 }, trustProxy: true });
    msw.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => msw.resetHandlers());
  afterAll(async () => {
    msw.close();
    await s?.stop();
  });

  /** A fresh client identity on the real server (its own rate-limit budget). */
  function realClient(): { supabase: SupabaseClient; last: () => Seen | undefined } {
    const rec = recording(realFetch);
    const forwarded = `192.0.2.${++ip}`;
    const supabase = client(s.url, s.anonKey, (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('x-forwarded-for', forwarded);
      return rec.fetch(input, { ...init, headers });
    });
    return { supabase, last: rec.last };
  }

  function mockClient(): { supabase: SupabaseClient; last: () => Seen | undefined } {
    const rec = recording((input, init) => globalThis.fetch(input, init)); // MSW-patched fetch
    return { supabase: client(MOCK_URL, s.anonKey, rec.fetch), last: rec.last };
  }

  async function both(call: (c: SupabaseClient) => PromiseLike<unknown>, real = realClient()) {
    const mock = mockClient();
    const realResult = await call(real.supabase);
    const mockResult = await call(mock.supabase);
    return { real: realResult, mock: mockResult, realSeen: real.last(), mockSeen: mock.last() };
  }

  function expectSame(r: Awaited<ReturnType<typeof both>>) {
    expect(r.mock).toEqual(r.real);
    expect(r.mockSeen).toEqual(r.realSeen);
    expect(r.realSeen).toBeDefined();
  }

  it('success: 201, data null, error null', async () => {
    msw.use(submissionInsertSuccess());
    const before = await s.count();
    const r = await both((c) => c.from('submissions').insert(row()));
    expect(r.real).toMatchObject({ status: 201, error: null, data: null });
    expect(await s.count()).toBe(before + 1); // the real call really reached the database
    expectSame(r);
  });

  it("status 'spam': the RLS error", async () => {
    msw.use(submissionInsertError(postgrestErrors.rlsViolation));
    const r = await both((c) => c.from('submissions').insert(row({ status: 'spam' })));
    expect(r.real).toMatchObject({ status: 401, error: { code: '42501' } });
    expectSame(r);
  });

  it('invalid email: the CHECK constraint error', async () => {
    msw.use(submissionInsertError(postgrestErrors.checkViolation));
    const r = await both((c) => c.from('submissions').insert(row({ email: 'not-an-email' })));
    expect(r.real).toMatchObject({ status: 400, error: { code: '23514' } });
    expectSame(r);
  });

  it('unknown column: PGRST204', async () => {
    msw.use(submissionInsertError(postgrestErrors.unknownColumn('bogus')));
    const r = await both((c) => c.from('submissions').insert(row({ bogus: 1 })));
    expect(r.real).toMatchObject({ status: 400, error: { code: 'PGRST204' } });
    expectSame(r);
  });

  it('rate limited: 429 with the shared body and Retry-After', async () => {
    msw.use(submissionInsertRateLimited());
    const real = realClient();
    expect((await real.supabase.from('submissions').insert(row())).status).toBe(201); // uses the budget of 1
    const r = await both((c) => c.from('submissions').insert(row()), real);
    expect(r.real).toMatchObject({ status: 429, error: { code: 'rate_limited' } });
    expectSame(r);
  });
});
