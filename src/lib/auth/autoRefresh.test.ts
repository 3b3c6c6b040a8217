/**
 * Spec §4 "Token auto-refresh" with the app's client settings: the ticker runs while the page is
 * visible, stops when it is hidden and restarts when it is visible again; a failed tick is logged
 * as transient. (supabase-js does this itself because autoRefreshToken is on in a browser.)
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshSuccess } from '../../../mocks/supabase/auth';
import { mockFactor, mockSession } from '../../../mocks/supabase/authData';
import { getSupabase, resetSupabaseClient } from '../supabase';

const msw = setupServer(refreshSuccess(() => mockSession({ aal: 'aal2', factors: [mockFactor()] })));
beforeAll(() => msw.listen({ onUnhandledFrame: 'error' }));
afterAll(() => msw.close());

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true })); // as browsers do: it reaches window
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetSupabaseClient();
  localStorage.clear();
  setVisibility('visible');
});

const TICK_MS = 30_000;

async function clientWithTicks() {
  const supabase = await getSupabase();
  await supabase.auth.getSession(); // initialised: ticker started for the visible page
  const auth = supabase.auth as unknown as { _autoRefreshTokenTick: () => Promise<void>; _useSession: () => Promise<unknown> };
  const tick = vi.spyOn(auth, '_autoRefreshTokenTick');
  return { supabase, auth, tick };
}

describe('token auto-refresh ticker', () => {
  it('ticks while visible, stops when hidden, restarts when visible again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const { tick } = await clientWithTicks();
    await vi.advanceTimersByTimeAsync(TICK_MS * 2);
    expect(tick.mock.calls.length).toBeGreaterThanOrEqual(2);

    setVisibility('hidden');
    tick.mockClear();
    await vi.advanceTimersByTimeAsync(TICK_MS * 4);
    expect(tick).not.toHaveBeenCalled();

    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(TICK_MS * 2);
    expect(tick.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('a tick refreshes a token close to expiry (TOKEN_REFRESHED)', async () => {
    const { supabase } = await clientWithTicks();
    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const stale = mockSession({ aal: 'aal2', factors: [mockFactor()], expiresIn: 100 });
    // Stored as another tab would have left it, without going through setSession.
    const key = (supabase.auth as unknown as { storageKey: string }).storageKey;
    localStorage.setItem(key, JSON.stringify(stale));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    setVisibility('hidden');
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(TICK_MS);
    await vi.waitFor(() => expect(events).toContain('TOKEN_REFRESHED'));
    expect((await supabase.auth.getSession()).data.session?.refresh_token).not.toBe(stale.refresh_token);
  });

  it('a failed tick is logged as transient, and the next tick runs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const { auth, tick } = await clientWithTicks();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(auth, '_useSession').mockRejectedValue(new Error('storage unavailable'));
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(logged).toHaveBeenCalledWith('Auto refresh tick failed with error. This is likely a transient error.', expect.any(Error));
    const before = tick.mock.calls.length;
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(tick.mock.calls.length).toBeGreaterThan(before);
  });
});
