import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { classify, InboxFailure, unwrap, type InboxError } from './errors';
import { getLead, leadHistory, markRead, markUnread, unsentMail, updateLead, type Lead, type LeadEvent, type LeadMail, type LeadStatus } from './queries';

export type LeadState =
  | { status: 'loading' }
  | { status: 'ready'; lead: Lead; history: LeadEvent[]; mail: LeadMail | null; loadedAt: number }
  | { status: 'error'; error: InboxError };

export type SaveResult = { ok: true } | { ok: false; message: string };

/** The lead, its history and mail state; marks it read (the database keeps the first time). */
async function fetchLead(client: () => Promise<SupabaseClient>, id: string): Promise<LeadState> {
  try {
    const supabase = await client();
    const [lead, history, mail] = await Promise.all([getLead(supabase, id), leadHistory(supabase, id), unsentMail(supabase)]);
    let current = unwrap(lead);
    const events = unwrap(history);
    if (!current.read_at) {
      unwrap(await markRead(supabase, id));
      current = { ...current, read_at: new Date().toISOString() };
    }
    return { status: 'ready', lead: current, history: events, mail: mail.data?.find((m) => m.submission_id === id) ?? null, loadedAt: Date.now() };
  } catch (error) {
    return { status: 'error', error: error instanceof InboxFailure ? error.failure : { kind: 'other', message: String(error) } };
  }
}

/** One lead with its history: marked read when opened; status and notes changes through PATCH. */
export function useLead(client: () => Promise<SupabaseClient>, id: string, onSessionExpired: () => void) {
  const [state, setState] = useState<LeadState>({ status: 'loading' });
  const request = useRef(0);

  const load = useCallback(async () => {
    const n = ++request.current;
    const next = await fetchLead(client, id);
    if (n !== request.current) return;
    if (next.status === 'error' && next.error.kind === 'session') onSessionExpired();
    setState(next);
  }, [client, id, onSessionExpired]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Applies a change; on success the lead and its history are current again. */
  const save = useCallback(
    async (change: { status?: LeadStatus; notes?: string }): Promise<SaveResult> => {
      try {
        const supabase = await client();
        const result = await updateLead(supabase, id, change);
        const failure = classify(result);
        if (failure) {
          if (failure.kind === 'session') onSessionExpired();
          return { ok: false, message: failure.kind === 'other' ? failure.message : failure.kind === 'not-found' ? 'This lead is no longer visible.' : 'Your session has expired.' };
        }
        const history = await leadHistory(supabase, id);
        setState((s) => (s.status === 'ready' ? { ...s, lead: result.data as Lead, history: history.data ?? s.history } : s));
        return { ok: true };
      } catch (error) {
        return { ok: false, message: String(error) };
      }
    },
    [client, id, onSessionExpired],
  );

  const setUnread = useCallback(async (): Promise<SaveResult> => {
    const result = await markUnread(await client(), id);
    const failure = classify(result);
    if (failure) return { ok: false, message: failure.kind === 'other' ? failure.message : failure.kind };
    return { ok: true };
  }, [client, id]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void load();
  }, [load]);

  return { state, retry, save, setUnread };
}
