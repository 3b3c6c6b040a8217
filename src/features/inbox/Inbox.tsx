import type { SupabaseClient } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { inboxCopy } from '../../content/inboxCopy';
import { useAuth } from '../../lib/auth';
import { getSupabase } from '../../lib/supabase';
import { createInboxQueryClient } from './data/leadQueries';
import { LeadList } from './components/LeadList';
import { LeadView } from './components/LeadView';
import type { ServiceValue } from '#contract/plans.ts';
import type { LeadStatus } from './data/queries';
import { filterOf, formatView, parseView, type InboxView } from './data/urlState';
import { useExport } from './data/useExport';
import { useLeadPage } from './data/useLeadPage';
import { useSearchBox } from './data/useSearchBox';

export interface InboxProps {
  /** The Supabase client the auth context uses (the app's lazy client by default; stories pass theirs). */
  client?: () => Promise<SupabaseClient>;
  /** How often the list looks for new leads while the page is visible (ms); 0 turns polling off. */
  pollMs?: number;
  /** How long typing pauses before the search applies (ms). */
  searchDelayMs?: number;
}

/** Where the list was scrolled to a lead from: focus goes back to that lead's link. */
const focusLeadLink = (id: string) => document.querySelector<HTMLElement>(`[data-lead-link="${CSS.escape(id)}"]`)?.focus();

/**
 * The leads inbox: the list (filter, search, pages, counts, export) or one lead, as the URL says.
 * Lives inside the studio's gate, so it only renders for staff at aal2; the database's RLS decides
 * the same for the data. An expired session signs out here; the gate shows sign-in and, after it,
 * this same URL again. Its server state lives in a query cache of its own (leadQueries.ts).
 */
export function Inbox(props: InboxProps) {
  const [queryClient] = useState(createInboxQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <InboxViews {...props} />
    </QueryClientProvider>
  );
}

function InboxViews({ client = getSupabase, pollMs = 20_000, searchDelayMs = 300 }: InboxProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const view = parseView(location.search, location.hash);

  const go = useCallback(
    (next: InboxView, { replace = false, state }: { replace?: boolean; state?: unknown } = {}) =>
      navigate({ pathname: location.pathname, ...formatView(next) }, { replace, state }),
    [navigate, location.pathname],
  );
  const href = (next: InboxView) => {
    const { search, hash } = formatView(next);
    return `${location.pathname}${search}${hash}`;
  };

  const expired = useRef(false);
  const onSessionExpired = useCallback(() => {
    if (expired.current) return;
    expired.current = true;
    // A local sign-out: the gate shows sign-in, the URL (this view) stays for after it.
    void signOut('local');
  }, [signOut]);

  const { typed, setTyped, clearTyped } = useSearchBox(view, go, searchDelayMs);

  const filter = filterOf(view);
  const list = useLeadPage(client, filter, { shown: !view.lead, pollMs, onSessionExpired });

  // A page past the end (leads moved away since the link was made): the first page instead.
  const outOfRange = list.state.status === 'error' && list.state.error.kind === 'range';
  useEffect(() => {
    if (outOfRange && view.page > 0) go({ ...view, page: 0 }, { replace: true });
  }, [outOfRange, view, go]);

  const { exporting, onExport } = useExport(client, filter, onSessionExpired);

  // Back from a lead: the list catches up (read marks, status) and focus returns to that lead's row.
  const lastLead = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (view.lead) {
      lastLead.current = view.lead;
      return;
    }
    const id = lastLead.current;
    if (!id) return;
    lastLead.current = undefined;
    requestAnimationFrame(() => focusLeadLink(id));
  }, [view.lead]);

  if (view.lead) {
    const listView = { ...view, lead: undefined };
    return (
      <>
        <title>{inboxCopy.titles.lead}</title>
        <LeadView
          key={view.lead}
          id={view.lead}
          client={client}
          onSessionExpired={onSessionExpired}
          backHref={href(listView)}
          onBack={(event) => {
            // Opened from the list: the back button's own entry, so history stays a straight line.
            if ((location.state as { fromList?: boolean } | null)?.fromList) {
              event.preventDefault();
              navigate(-1);
            }
          }}
        />
      </>
    );
  }

  return (
    <>
      <title>{inboxCopy.titles.list(view.page + 1)}</title>
      <LeadList
        view={view}
        state={list.state}
        filters={{
          search: typed,
          onSearch: setTyped,
          onStatus: (status?: LeadStatus) => go({ ...view, status, page: 0 }),
          onService: (service?: ServiceValue) => go({ ...view, service, page: 0 }),
          onClear: () => {
            clearTyped();
            go({ search: '', page: 0 });
          },
        }}
        hrefOf={{
          lead: (id) => href({ ...view, lead: id }),
          status: (status) => href({ ...view, status, page: 0 }),
          page: (page) => href({ ...view, page }),
        }}
        onRetry={list.retry}
        onExport={() => void onExport()}
        exporting={exporting}
      />
    </>
  );
}
