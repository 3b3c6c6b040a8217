import type { SupabaseClient } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Heading, Text } from '../../components';
import { reviewsCopy as copy } from '../../content/reviewsCopy';
import { useAuth } from '../../lib/auth';
import { getSupabase } from '../../lib/supabase';
import { toast } from '../../lib/toast';
import * as q from './queries';
import { ReviewDetail } from './ReviewDetail';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';
import { loadStoryOptions, type StoryOption } from './storyOptions';
import { createReviewsQueryClient, useReviews } from './useReviews';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface ReviewsViewProps {
  client?: () => Promise<SupabaseClient>;
  /** The Storybook's sections (stories pass a fixed list). */
  loadStories?: () => Promise<StoryOption[]>;
  /** Where the client's links point (the site's origin). */
  origin?: string;
}

/**
 * The studio's Reviews view (staff at aal2; the database's RLS decides the same): the list, a new
 * review, or one review, as the URL says (?reviews, ?reviews=new, ?review=<id>). A review deleted
 * from its page leads back to the list with a toast.
 */
export function ReviewsView(props: ReviewsViewProps) {
  const [queryClient] = useState(createReviewsQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Reviews {...props} />
    </QueryClientProvider>
  );
}

function Reviews({
  client = getSupabase,
  loadStories = loadStoryOptions,
  origin = typeof window === 'undefined' ? '' : window.location.origin,
}: ReviewsViewProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const params = new URLSearchParams(location.search);
  const openId = params.get('review');
  const creating = params.get('reviews') === 'new';
  const expired = useRef(false);
  const onExpired = useCallback(() => {
    if (!expired.current) void signOut('local');
    expired.current = true;
  }, [signOut]);
  const { state, reload } = useReviews(client, onExpired);
  const [links, setLinks] = useState<q.ReviewLink[]>([]);
  const [fresh, setFresh] = useState<{ token: string; emailed: boolean } | undefined>();
  const go = (search: string) => navigate({ pathname: location.pathname, search });

  useEffect(() => {
    document.title = `${copy.title} | Studio`;
  }, []);
  useEffect(() => {
    if (!openId) return;
    let live = true;
    void client()
      .then((c) => q.listLinks(c, openId))
      .then((r) => live && setLinks(r.ok ? r.data : []));
    return () => {
      live = false;
    };
  }, [client, openId, state.status, fresh]);

  const withClient = async <T,>(run: (c: SupabaseClient) => Promise<q.Result<T>>) => {
    const result = await run(await client());
    if (!result.ok && result.status === 401) onExpired();
    await reload();
    return result;
  };

  if (creating) {
    return (
      <ReviewForm
        copy={copy}
        loadStories={loadStories}
        onCancel={() => go('?reviews')}
        onSubmit={async (input, send) => {
          const r = await withClient((c) => q.createReview(c, input, send));
          if (r.ok) {
            setFresh({ token: r.data.token, emailed: send });
            go(`?review=${encodeURIComponent(r.data.id)}`);
          }
          return r.ok;
        }}
      />
    );
  }
  if (state.status === 'loading') return <Text role="status">{copy.loading}</Text>;
  if (state.status === 'error') {
    return (
      <Stack>
        <Text role="alert">{copy.error}</Text>
        <div>
          <Button variant="outline" onClick={() => void reload()}>
            {copy.retry}
          </Button>
        </div>
      </Stack>
    );
  }
  const open = openId ? state.data.find((r) => r.id === openId) : undefined;
  if (open) {
    const actions = {
      reopen: async (id: string) => (await withClient((c) => q.reopenSection(c, id))).ok,
      close: async () => (await withClient((c) => q.closeReview(c, open.id))).ok,
      revoke: async () => (await withClient((c) => q.revokeLinks(c, open.id))).ok,
      newLink: async (email: boolean) => {
        const r = await withClient((c) => q.issueLink(c, open.id, email));
        return r.ok ? r.data : undefined;
      },
      remove: async () => {
        const r = await withClient((c) => q.deleteReview(c, open.id));
        // A refusal says why in the server's words; a failure on the way says try again.
        if (!r.ok) return r.status === 0 || r.status >= 500 ? copy.detail.failed : r.message;
        toast({ title: copy.detail.removed, description: copy.detail.removedText(open.client_name), variant: 'success' });
        go('?reviews');
        return undefined;
      },
    };
    return <ReviewDetail review={open} links={links} copy={copy} backHref="?reviews" actions={actions} fresh={fresh} origin={origin} />;
  }
  return (
    <Stack>
      <Head>
        <div>
          <Heading level={2} size="2xl">
            {copy.title}
          </Heading>
          <Text tone="muted">{copy.lead}</Text>
        </div>
        <Button onClick={() => go('?reviews=new')}>{copy.newReview}</Button>
      </Head>
      <ReviewList reviews={state.data} copy={copy} hrefOf={(id) => `?review=${encodeURIComponent(id)}`} />
    </Stack>
  );
}
