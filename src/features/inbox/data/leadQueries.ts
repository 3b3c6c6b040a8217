/**
 * The inbox's server state as TanStack Query queries: what each key holds, how it is fetched and
 * how long it stays fresh. One poll of the list is three requests: the page (with its total), the
 * counts per status (one view) and the mail state, which the open lead reuses; a filtered list
 * adds a fourth, the count of its unread leads.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { unwrap } from './errors';
import { countUnread, getLead, LEAD_STATUSES, leadCounts, leadHistory, listLeads, markRead, unsentMail } from './queries';
import type { Lead, LeadEvent, LeadFilter, LeadStatus, LeadSummary } from './queries';

export type LoadClient = () => Promise<SupabaseClient>;

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

export interface LeadData {
  lead: Lead;
  history: LeadEvent[];
  /** The clock the lead was opened at (relative times are computed against it). */
  loadedAt: number;
}

export const inboxKeys = {
  pages: ['inbox', 'page'] as const,
  page: (filter: LeadFilter) => ['inbox', 'page', filter] as const,
  mail: ['inbox', 'mail'] as const,
  lead: (id: string) => ['inbox', 'lead', id] as const,
};

/**
 * One cache per mounted inbox, so it ends with the signed-in session (the gate unmounts the inbox
 * on sign-out) and every story starts empty. A failed load shows its error at once, as the
 * Retry button is there for that; requests are sent even when the browser believes it is
 * offline, so the staff see "could not be reached" instead of a load that never ends.
 */
export const createInboxQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });

/** Remembers which leads a view showed, to tell which ones arrived since; another view starts over. */
export function arrivalTracker() {
  let seen: { key: string; ids: Set<string> } | null = null;
  return (key: string, rows: readonly LeadSummary[]): ReadonlySet<string> => {
    const before = seen?.key === key ? seen.ids : null;
    seen = { key, ids: new Set([...(before ?? []), ...rows.map((r) => r.id)]) };
    return new Set(before ? rows.filter((r) => !before.has(r.id) && r.status === 'new').map((r) => r.id) : []);
  };
}

/** New-lead e-mails that have not gone out; fetched with every page, reused by the open lead. */
export const mailQuery = (load: LoadClient) =>
  queryOptions({ queryKey: inboxKeys.mail, queryFn: async () => unwrap(await unsentMail(await load())) });

/** One page of the list with the counts per status; a page of a view left behind is cancelled. */
export const pageQuery = (load: LoadClient, filter: LeadFilter, arrived: ReturnType<typeof arrivalTracker>) =>
  queryOptions({
    queryKey: inboxKeys.page(filter),
    queryFn: async ({ client, signal, queryKey }): Promise<LeadPage> => {
      const supabase = await load();
      // Narrowed by a status, service or search: the unread of those leads, not of the whole inbox.
      const narrowed = Boolean(filter.statuses?.length || filter.service || filter.search?.trim());
      const [list, counts, unreadOfFilter, mail] = await Promise.all([
        listLeads(supabase, filter, signal),
        leadCounts(supabase, signal),
        narrowed ? countUnread(supabase, filter, signal) : undefined,
        // The mail state is a hint: without it the list still works.
        client.fetchQuery(mailQuery(load)).catch(() => []),
      ]);
      const rows = unwrap(list);
      const perStatus = unwrap(counts);
      const count = (status: LeadStatus) => perStatus.find((c) => c.status === status);
      return {
        rows,
        total: list.count ?? rows.length,
        counts: Object.fromEntries(LEAD_STATUSES.map((s) => [s, count(s)?.leads ?? 0])) as Record<LeadStatus, number>,
        unread: unreadOfFilter
          ? (unwrap(unreadOfFilter), unreadOfFilter.count ?? 0)
          : LEAD_STATUSES.filter((s) => s !== 'spam').reduce((sum, s) => sum + (count(s)?.unread ?? 0), 0),
        failing: new Set(mail.filter((m) => m.state === 'failing').map((m) => m.submission_id)),
        arrived: arrived(JSON.stringify(queryKey), rows),
        loadedAt: Date.now(),
      };
    },
  });

/**
 * The lead and its history, marked read (the database keeps the first time). Loaded once per
 * opening and dropped when it closes; saving puts the answer in the cache.
 */
export const leadQuery = (load: LoadClient, id: string) =>
  queryOptions({
    queryKey: inboxKeys.lead(id),
    queryFn: async ({ client }): Promise<LeadData> => {
      const supabase = await load();
      const [lead, history] = await Promise.all([getLead(supabase, id), leadHistory(supabase, id)]);
      let current = unwrap(lead);
      const events = unwrap(history);
      if (!current.read_at) {
        unwrap(await markRead(supabase, id));
        current = { ...current, read_at: new Date().toISOString() };
        void client.invalidateQueries({ queryKey: inboxKeys.pages });
      }
      return { lead: current, history: events, loadedAt: Date.now() };
    },
    staleTime: Infinity,
    gcTime: 0,
  });
