import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { useState, type ReactNode } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { LOCAL_ANON_KEY } from '../../src/config/supabase';
import { AuthProvider } from '../../src/lib/auth';
import { AUTH_OPTIONS } from '../../src/lib/supabase';
import { Toaster, resetToasts } from '../../src/lib/toast';

const Frame = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

let counter = 0;
let currentKey = '';
/**
 * Every story's client gets a storage key no other story has, in this page or any other tab of the
 * Storybook: localStorage and the BroadcastChannel that supabase-js names after the key are shared
 * by every tab of the origin, so a counter alone (restarting at 1 in each tab) let one tab's sign-out
 * or reset reach another tab's story ("signed out in another window").
 */
const PAGE_ID = crypto.randomUUID().slice(0, 8);
const ownKeys = new Set<string>();

export function storyAuthKey(kind: string): string {
  const key = `sb-story-${PAGE_ID}-${kind}${++counter}-auth-token`;
  ownKeys.add(key);
  return key;
}

/** The storage key of the story's client: another tab talks to it over a BroadcastChannel of this name. */
export const storyStorageKey = () => currentKey;

export interface StoryClientOptions {
  /** A session stored by an earlier visit (what supabase-js finds in localStorage on load). */
  stored?: () => Session;
  /** Never resolves: the context stays in its loading state. */
  pending?: boolean;
}

/** A fresh supabase-js client per story (own storage key), with the app's auth options, talking to MSW. */
function makeLoader({ stored, pending = false }: StoryClientOptions): () => Promise<SupabaseClient> {
  const storageKey = storyAuthKey('auth');
  currentKey = storageKey;
  if (stored) localStorage.setItem(storageKey, JSON.stringify(stored()));
  if (pending) return () => new Promise<SupabaseClient>(() => {});
  const client = createClient(window.location.origin, LOCAL_ANON_KEY, { auth: { ...AUTH_OPTIONS, storageKey } });
  return () => Promise.resolve(client);
}

/** Toaster + AuthProvider around a story, with its own client. */
export function AuthStory({ children, ...options }: StoryClientOptions & { children: ReactNode }) {
  const [load] = useState(() => makeLoader(options));
  return (
    <Toaster>
      <Frame>
        <AuthProvider client={load} anonKey={LOCAL_ANON_KEY}>
          {children}
        </AuthProvider>
      </Frame>
    </Toaster>
  );
}

/** Forget toasts and any session an earlier story of this page stored (never another tab's). */
export function resetAuthStory() {
  resetToasts();
  ownKeys.forEach((key) => localStorage.removeItem(key));
  ownKeys.clear();
}

/** Waits for a toast's title and description in the notifications region. */
export async function expectToast(title: string, description: string) {
  const region = within(screen.getByRole('region', { name: 'Notifications (F8)' }));
  const heading = await region.findByText(title);
  await waitFor(() => expect(heading).toBeVisible());
  await expect(region.getByText(description)).toBeVisible();
}

/** Waits until a toast with this title has appeared (its description is the error's own message). */
export async function expectToastTitle(title: string) {
  const region = within(screen.getByRole('region', { name: 'Notifications (F8)' }));
  const heading = await region.findByText(title);
  await waitFor(() => expect(heading).toBeVisible());
}

/** What another tab does on sign-out: clears the shared storage and tells the other tabs. */
export function signOutInAnotherTab() {
  localStorage.removeItem(currentKey);
  const channel = new BroadcastChannel(currentKey);
  channel.postMessage({ event: 'SIGNED_OUT', session: null });
  channel.close();
}
