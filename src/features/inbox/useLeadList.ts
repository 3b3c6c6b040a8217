import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { InboxFailure, unwrap, type InboxError } from './errors';
import { LEAD_STATUSES, leadCounts, listLeads, unsentMail, type LeadFilter, type LeadStatus, type LeadSummary } from './queries';

export interface LeadPage {
  rows: LeadSummary[];
  total: number;
  counts: Record<LeadStatus, number>;
  unread: number;
  /** Leads whose new-lead e-mail keeps failing. */
  failing: ReadonlySet<string>;
  /** Leads that arrived since the previous load of the same view (highlighted, announced). */
  arrived: ReadonlySet<string>;
  /** The clock the page was loaded at (relative times are computed against it). */
  loadedAt: number;
}

export type ListState =
  | { status: 'loading'; page?: undefined }
  | { status: 'ready'; page: LeadPage; refreshing: boolean }
  | { status: 'error'; error: InboxError; page?: LeadPage };

type Loaded = { key: string } & ({ status: 'ready'; page: LeadPage } | { status: 'error'; error: InboxError; page?: LeadPage });

async function fetchPage(supabase: SupabaseClient, filter: LeadFilter): Promise<Omit<LeadPage, 'arrived' | 'loadedAt'>> {
  const [list, counts, mail] = await Promise.all([listLeads(supabase, filter), leadCounts(supabase), unsentMail(supabase)]);
  const rows = unwrap(list);
  const perStatus = unwrap(counts);
  const count = (status: LeadStatus) => perStatus.find((c) => c.status === status);
  return {
    rows,
    total: list.count ?? rows.length,
    unread: LEAD_STATUSES.filter((s) => s !== 'spam').reduce((sum, s) => sum + (count(s)?.unread ?? 0), 0),
    counts: Object.fromEntries(LEAD_STATUSES.map((s) => [s, count(s)?.leads ?? 0])) as Record<LeadStatus, number>,
    // The mail state is a hint: without it the list still works.
    failing: new Set((mail.data ?? []).filter((m) => m.state === 'failing').map((m) => m.submission_id)),
  };
}

/**
 * One page of the list with the counts per status, reloaded when the filter changes and on every
 * `poll` tick. The previous page stays on screen while the next one loads.
 */
export function useLeadList(client: () => Promise<SupabaseClient>, filter: LeadFilter, onSessionExpired: () => void) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [retrying, setRetrying] = useState(false);
  const key = JSON.stringify(filter);
  const request = useRef(0);
  const seen = useRef<{ key: string; ids: Set<string> } | null>(null);

  const load = useCallback(
    async () => {
      const id = ++request.current;
      try {
        const data = await fetchPage(await client(), JSON.parse(key) as LeadFilter);
        if (id !== request.current) return;
        const before = seen.current?.key === key ? seen.current.ids : null;
        const arrived = new Set(before ? data.rows.filter((r) => !before.has(r.id) && r.status === 'new').map((r) => r.id) : []);
        seen.current = { key, ids: new Set([...(before ?? []), ...data.rows.map((r) => r.id)]) };
        setLoaded({ key, status: 'ready', page: { ...data, arrived, loadedAt: Date.now() } });
      } catch (error) {
        if (id !== request.current) return;
        const failure: InboxError = error instanceof InboxFailure ? error.failure : { kind: 'other', message: String(error) };
        if (failure.kind === 'session') onSessionExpired();
        setLoaded((s) => ({ key, status: 'error', error: failure, page: s?.page }));
      } finally {
        if (id === request.current) setRetrying(false);
      }
    },
    [client, key, onSessionExpired],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const retry = useCallback(() => {
    setRetrying(true);
    void load();
  }, [load]);
  const poll = useCallback(() => void load(), [load]);

  // While another filter's page (or a retry) loads, the previous page stays on screen, marked busy.
  const state: ListState =
    loaded === null
      ? { status: 'loading' }
      : loaded.status === 'error' && loaded.key === key && !retrying
        ? { status: 'error', error: loaded.error, page: loaded.page }
        : loaded.page
          ? { status: 'ready', page: loaded.page, refreshing: loaded.key !== key || retrying }
          : { status: 'loading' };
  return { state, retry, poll };
}
