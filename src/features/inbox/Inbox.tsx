import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { inboxCopy } from '../../content/inboxCopy';
import { useAuth } from '../auth';
import { getSupabase } from '../supabase';
import { toast } from '../toast';
import { InboxFailure } from './errors';
import { exportCsv } from './exportCsv';
import { LeadDetail } from './LeadDetail';
import { LeadList } from './LeadList';
import type { LeadService, LeadStatus } from './queries';
import { filterOf, formatView, parseView, type InboxView } from './urlState';
import { useLead } from './useLead';
import { useLeadList } from './useLeadList';
import { useVisibleInterval } from './useVisibleInterval';

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
 * this same URL again.
 */
export function Inbox({ client = getSupabase, pollMs = 20_000, searchDelayMs = 300 }: InboxProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const view = parseView(location.search, location.hash);

  const go = useCallback(
    (next: InboxView, { replace = false, state }: { replace?: boolean; state?: unknown } = {}) => navigate({ pathname: location.pathname, ...formatView(next) }, { replace, state }),
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

  // The search box follows what is typed at once, the URL (and the query) after a pause.
  const [typed, setTyped] = useState(view.search);
  const lastApplied = useRef(view.search);
  useLayoutEffect(() => {
    if (view.search !== lastApplied.current) {
      lastApplied.current = view.search;
      setTyped(view.search);
    }
  }, [view.search]);
  useEffect(() => {
    if (typed === lastApplied.current) return;
    const timer = setTimeout(() => {
      const first = lastApplied.current === '';
      lastApplied.current = typed;
      // One history entry per search, not one per keystroke.
      go({ ...view, search: typed, page: 0, lead: undefined }, { replace: !first });
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed, view, go, searchDelayMs]);

  const filter = filterOf(view);
  const list = useLeadList(client, filter, onSessionExpired);
  useVisibleInterval(list.poll, view.lead ? 0 : pollMs);

  // A page past the end (leads moved away since the link was made): the first page instead.
  const outOfRange = list.state.status === 'error' && list.state.error.kind === 'range';
  useEffect(() => {
    if (outOfRange && view.page > 0) go({ ...view, page: 0 }, { replace: true });
  }, [outOfRange, view, go]);

  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      const count = await exportCsv(await client(), filter);
      toast({ title: inboxCopy.exportDone, description: inboxCopy.exportDoneText(count), variant: 'success' });
    } catch (error) {
      if (error instanceof InboxFailure && error.failure.kind === 'session') onSessionExpired();
      toast({ title: inboxCopy.exportFailed, description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  // Back from a lead: the list catches up (read marks, status) and focus returns to that lead's row.
  const lastLead = useRef<string | undefined>(undefined);
  const { poll } = list;
  useEffect(() => {
    if (view.lead) {
      lastLead.current = view.lead;
      return;
    }
    const id = lastLead.current;
    if (!id) return;
    lastLead.current = undefined;
    poll();
    requestAnimationFrame(() => focusLeadLink(id));
  }, [view.lead, poll]);

  if (view.lead) {
    const listView = { ...view, lead: undefined };
    return (
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
    );
  }

  return (
    <LeadList
      view={view}
      state={list.state}
      filters={{
        search: typed,
        onSearch: setTyped,
        onStatus: (status?: LeadStatus) => go({ ...view, status, page: 0 }),
        onService: (service?: LeadService) => go({ ...view, service, page: 0 }),
        onClear: () => {
          lastApplied.current = '';
          setTyped('');
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
  );
}

interface LeadViewProps {
  id: string;
  client: () => Promise<SupabaseClient>;
  onSessionExpired: () => void;
  backHref: string;
  onBack: (event: React.MouseEvent) => void;
}

function LeadView({ id, client, onSessionExpired, backHref, onBack }: LeadViewProps) {
  const navigate = useNavigate();
  const lead = useLead(client, id, onSessionExpired);
  return (
    <LeadDetail
      state={lead.state}
      backHref={backHref}
      onBack={onBack}
      onRetry={lead.retry}
      onSave={lead.save}
      onMarkUnread={() =>
        void lead.setUnread().then((result) => {
          if (result.ok) {
            toast({ title: inboxCopy.detail.markedUnread });
            navigate(backHref);
          } else toast({ title: inboxCopy.errorTitle, description: result.message, variant: 'destructive' });
        })
      }
    />
  );
}
