import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { useState } from 'react';
import styled from 'styled-components';
import { mockFactor, mockSession } from '../../mocks/supabase/authData';
import { LOCAL_ANON_KEY } from '../../src/config/supabase';
import { ReviewsView, type StoryOption } from '../../src/features/reviews';
import { StudioGate } from '../../src/features/studio';
import { AuthProvider } from '../../src/lib/auth';
import { AUTH_OPTIONS } from '../../src/lib/supabase';
import { Toaster } from '../../src/lib/toast';
import { StudioViews } from '../../src/pages/StudioViews';
import { storyAuthKey } from './authStory';
import { SECTION_STORIES } from './reviewsFixtures';

const Frame = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** A fresh supabase-js client per story (own storage key) with a stored aal2 staff session. */
function makeLoader(): () => Promise<SupabaseClient> {
  const storageKey = storyAuthKey('reviews');
  localStorage.setItem(storageKey, JSON.stringify(mockSession({ aal: 'aal2', factors: [mockFactor('verified')] })));
  const client = createClient(window.location.origin, LOCAL_ANON_KEY, { auth: { ...AUTH_OPTIONS, storageKey } });
  return () => Promise.resolve(client);
}

export interface ReviewsStoryProps {
  /** The Storybook's sections the form offers (default: the twelve of a landscaping site). */
  stories?: StoryOption[];
}

/** The studio's Reviews view as staff see it at /studio?reviews: the gate (aal2), the tabs, the view, its toasts. */
export function ReviewsStory({ stories = SECTION_STORIES }: ReviewsStoryProps) {
  const [load] = useState(makeLoader);
  const [loadStories] = useState(() => () => Promise.resolve(stories));
  return (
    <Toaster>
      <Frame>
        <AuthProvider client={load} anonKey={LOCAL_ANON_KEY}>
          <StudioGate>
            <StudioViews
              leads={null}
              reviews={<ReviewsView client={load} loadStories={loadStories} origin="https://lumen-studio.example" />}
            />
          </StudioGate>
        </AuthProvider>
      </Frame>
    </Toaster>
  );
}
