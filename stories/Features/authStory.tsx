import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { useState, type ReactNode } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { LOCAL_ANON_KEY } from '../../src/config/supabase';
import { AuthProvider } from '../../src/features/auth';
import { AUTH_OPTIONS } from '../../src/features/supabase';
import { Toaster, resetToasts } from '../../src/features/toast';

const Frame = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

let counter = 0;
let currentKey = '';

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
  const storageKey = `sb-story${++counter}-auth-token`;
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

/** Forget toasts and any session an earlier story stored. */
export function resetAuthStory() {
  resetToasts();
  Object.keys(localStorage)
    .filter((key) => key.startsWith('sb-story'))
    .forEach((key) => localStorage.removeItem(key));
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
