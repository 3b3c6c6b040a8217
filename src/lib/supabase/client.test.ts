import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, supabaseSettings } from '../../config/supabase';
import { getAnonymousSupabase, getSupabase, resetSupabaseClient } from './client';

describe('supabase settings', () => {
  it('defaults to the page origin and the local anon key', () => {
    expect(supabaseSettings({}, 'http://127.0.0.1:8787')).toEqual({ url: 'http://127.0.0.1:8787', anonKey: LOCAL_ANON_KEY });
  });

  it('uses the configured project', () => {
    const env = { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' };
    expect(supabaseSettings(env, 'http://x')).toEqual({ url: 'https://abc.supabase.co', anonKey: 'key' });
  });

  it("lets supabase-js report an empty URL or key with its own messages", () => {
    const emptyUrl = supabaseSettings({ VITE_SUPABASE_URL: '' }, 'http://x');
    expect(() => createClient(emptyUrl.url!, emptyUrl.anonKey!)).toThrowError('supabaseUrl is required.');
    const emptyKey = supabaseSettings({ VITE_SUPABASE_ANON_KEY: '' }, 'http://x');
    expect(() => createClient(emptyKey.url!, emptyKey.anonKey!)).toThrowError('supabaseKey is required.');
  });
});

describe('the anonymous client (the client review page)', () => {
  it("never carries the studio's session, even when one is stored in this browser", async () => {
    const studio = await getSupabase();
    const stored = { access_token: 'staff-token', refresh_token: 'r', expires_at: 4_102_444_800, token_type: 'bearer', user: { id: 'u' } };
    localStorage.setItem((studio.auth as unknown as { storageKey: string }).storageKey, JSON.stringify(stored));
    const anonymous = await getAnonymousSupabase();
    expect((await anonymous.auth.getSession()).data.session).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('sb-anonymous'))).toEqual([]);
    localStorage.clear();
    resetSupabaseClient();
  });
});
