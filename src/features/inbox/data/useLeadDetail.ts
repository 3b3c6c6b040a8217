import { notifyManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { classify, failureOf, unwrap, type InboxError } from './errors';
import { inboxKeys, leadQuery, mailQuery, type LeadData, type LoadClient } from './leadQueries';
import { leadHistory, markUnread, updateLead, type LeadMail, type LeadStatus } from './queries';

export type LeadState =
  { status: 'loading' } | ({ status: 'ready'; mail: LeadMail | null } & LeadData) | { status: 'error'; error: InboxError };

export type SaveResult = { ok: true } | { ok: false; message: string };

/** The mail state the list loaded this recently is shown as it is. */
const MAIL_FRESH_MS = 30_000;

const saveMessage = (failure: InboxError) =>
  failure.kind === 'other'
    ? failure.message
    : failure.kind === 'not-found'
      ? 'This lead is no longer visible.'
      : 'Your session has expired.';

/** One lead with its history and mail state: marked read when opened; status and notes changes through PATCH. */
export function useLeadDetail(load: LoadClient, id: string, onSessionExpired: () => void) {
  const queryClient = useQueryClient();
  const detail = useQuery(leadQuery(load, id));
  const mail = useQuery({ ...mailQuery(load), staleTime: MAIL_FRESH_MS, refetchOnWindowFocus: false });

  const failure = detail.error ? failureOf(detail.error) : null;
  useEffect(() => {
    if (failure?.kind === 'session') onSessionExpired();
  }, [failure?.kind, onSessionExpired]);

  const state: LeadState = failure
    ? { status: 'error', error: failure }
    : detail.data && !mail.isPending
      ? { status: 'ready', ...detail.data, mail: mail.data?.find((m) => m.submission_id === id) ?? null }
      : { status: 'loading' };

  /** Applies a change; on success the lead and its history are current again, and the list is stale. */
  const save = async (change: { status?: LeadStatus; notes?: string }): Promise<SaveResult> => {
    try {
      const supabase = await load();
      const result = await updateLead(supabase, id, change);
      const refused = classify(result);
      if (refused) {
        if (refused.kind === 'session') onSessionExpired();
        return { ok: false, message: saveMessage(refused) };
      }
      const history = await leadHistory(supabase, id);
      notifyManager.batch(() => {
        queryClient.setQueryData(
          leadQuery(load, id).queryKey,
          (s) => s && { ...s, lead: unwrap(result), history: history.data ?? s.history },
        );
        void queryClient.invalidateQueries({ queryKey: inboxKeys.pages });
      });
      // Query tells the screen on its next tick: the caller's toast comes after the screen shows the change.
      await new Promise((resolve) => notifyManager.schedule(() => resolve(undefined)));
      return { ok: true };
    } catch (error) {
      return { ok: false, message: String(error) };
    }
  };

  const setUnread = async (): Promise<SaveResult> => {
    const refused = classify(await markUnread(await load(), id));
    if (refused) return { ok: false, message: refused.kind === 'other' ? refused.message : refused.kind };
    void queryClient.invalidateQueries({ queryKey: inboxKeys.pages });
    return { ok: true };
  };

  const retry = () => void queryClient.resetQueries({ queryKey: inboxKeys.lead(id) });

  return { state, retry, save, setUnread };
}
