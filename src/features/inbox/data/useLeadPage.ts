import { useQuery, useQueryClient, usePrefetchQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { failureOf, type InboxError } from './errors';
import { arrivalTracker, inboxKeys, pageQuery, type LeadPage, type LoadClient } from './leadQueries';
import type { LeadFilter } from './queries';

export type ListState =
  | { status: 'loading'; page?: undefined }
  | { status: 'ready'; page: LeadPage; refreshing: boolean }
  | { status: 'error'; error: InboxError; page?: LeadPage };

/** The page loaded last, of any view: it stays on screen while another view loads or fails. */
function lastPage(queryClient: QueryClient): LeadPage | undefined {
  const loaded = queryClient.getQueryCache().findAll({ queryKey: inboxKeys.pages, predicate: (q) => q.state.data !== undefined });
  const [newest] = loaded.sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return newest?.state.data as LeadPage | undefined;
}

export interface LeadPageOptions {
  /** The list is on screen (no lead open): it is kept current; behind an open lead it waits. */
  shown: boolean;
  /** How often the list looks for new leads while the page is visible (ms); 0 turns polling off. */
  pollMs: number;
  onSessionExpired: () => void;
}

/**
 * One page of the list with the counts per status: loaded when the view changes, again every
 * `pollMs` while the tab is visible and at once when it becomes visible again (TanStack Query's
 * focus manager), and when the list shows again after a lead. Loaded once behind a lead opened
 * from a link, so the way back lands on it.
 */
export function useLeadPage(load: LoadClient, filter: LeadFilter, { shown, pollMs, onSessionExpired }: LeadPageOptions) {
  const queryClient = useQueryClient();
  const [arrived] = useState(arrivalTracker);
  const options = pageQuery(load, filter, arrived);
  usePrefetchQuery(options);
  const query = useQuery({
    ...options,
    enabled: shown,
    placeholderData: () => lastPage(queryClient),
    refetchInterval: pollMs > 0 ? pollMs : false,
    refetchIntervalInBackground: false,
    // Polling off (the stories) means no catching up either.
    refetchOnWindowFocus: pollMs > 0,
    refetchOnReconnect: pollMs > 0,
  });
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void query.refetch().finally(() => setRetrying(false));
  };

  const failure = query.error ? failureOf(query.error) : null;
  useEffect(() => {
    if (failure?.kind === 'session') onSessionExpired();
  }, [failure?.kind, onSessionExpired]);

  // While another view's page (or a retry) loads, the page before it stays on screen, marked busy.
  const page = query.data ?? lastPage(queryClient);
  const state: ListState =
    failure && !retrying
      ? { status: 'error', error: failure, page }
      : page
        ? { status: 'ready', page, refreshing: query.isPlaceholderData || retrying }
        : { status: 'loading' };
  return { state, retry };
}
