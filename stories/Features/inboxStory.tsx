import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { useState } from 'react';
import styled from 'styled-components';
import { mockSession, mockFactor } from '../../mocks/supabase/authData';
import { LOCAL_ANON_KEY } from '../../src/config/supabase';
import { AuthProvider } from '../../src/lib/auth';
import { Inbox } from '../../src/features/inbox';
import { StudioGate } from '../../src/features/studio';
import { AUTH_OPTIONS } from '../../src/lib/supabase';
import { Toaster } from '../../src/lib/toast';
import { storyAuthKey } from './authStory';

const Frame = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** A fresh supabase-js client per story (own storage key) with a stored aal2 staff session. */
function makeLoader(signedIn: boolean): () => Promise<SupabaseClient> {
  const storageKey = storyAuthKey('inbox');
  if (signedIn) localStorage.setItem(storageKey, JSON.stringify(mockSession({ aal: 'aal2', factors: [mockFactor('verified')] })));
  const client = createClient(window.location.origin, LOCAL_ANON_KEY, { auth: { ...AUTH_OPTIONS, storageKey } });
  return () => Promise.resolve(client);
}

export interface InboxStoryProps {
  /** Polling interval of the list (ms); stories that wait for a new lead use a short one. */
  pollMs?: number;
  /** Start signed out (the sign-in step first). */
  signedOut?: boolean;
}

/** The studio as staff see it at /studio: the gate (signed in at aal2) with the inbox inside. */
export function InboxStory({ pollMs = 0, signedOut = false }: InboxStoryProps) {
  const [load] = useState(() => makeLoader(!signedOut));
  return (
    <Toaster>
      <Frame>
        <AuthProvider client={load} anonKey={LOCAL_ANON_KEY}>
          <StudioGate>
            <Inbox client={load} pollMs={pollMs} searchDelayMs={150} />
          </StudioGate>
        </AuthProvider>
      </Frame>
    </Toaster>
  );
}
