/**
 * Every REST call the leads inbox makes, in one place: the UI calls these, the MSW handlers in
 * mocks/supabase/inbox.ts answer them, and tests/server/inboxContract.test.ts runs them against
 * the real server to keep both in step. Access is decided by the database (staff at aal2 only;
 * supabase/migrations/20261123200000_inbox.sql).
 */
import type { SupabaseClient } from '@supabase/supabase-js';

import type { ServiceValue } from '#contract/plans.ts';
import { LEAD_STATUSES, type LeadStatus } from '#contract/leads.ts';

/** The workflow (statuses and the changes the database allows), declared in contract/leads.ts. */
export { LEAD_STATUSES, NEXT_STATUSES, type LeadStatus } from '#contract/leads.ts';

/** Rows per page of the list. */
export const PAGE_SIZE = 25;

/** Deep link to one lead, used in the new-lead e-mail (server/outbox/message.ts) and by the UI. */
export { leadPath } from '#contract/routes.ts';

export const LIST_COLUMNS = 'id,created_at,name,email,service,store_integration,business_name,status,read_at';
export const DETAIL_COLUMNS =
  'id,created_at,updated_at,read_at,name,email,phone,business_name,service,store_integration,message,status,notes';
export const HISTORY_COLUMNS = 'id,at,actor_email,actor_role,kind,from_value,to_value';
export const MAIL_COLUMNS = 'submission_id,state,attempts,last_error,last_attempt_at,next_attempt_at,sent_at';
export const COUNT_COLUMNS = 'status,leads,unread';

export interface LeadSummary {
  id: string;
  created_at: string;
  name: string;
  email: string;
  service: ServiceValue;
  store_integration: boolean;
  business_name: string | null;
  status: LeadStatus;
  read_at: string | null;
}

export interface Lead extends LeadSummary {
  updated_at: string;
  phone: string | null;
  message: string;
  notes: string;
}

export interface LeadEvent {
  id: number;
  at: string;
  actor_email: string | null;
  actor_role: string;
  kind: 'status' | 'notes';
  from_value: string | null;
  to_value: string | null;
}

export interface LeadMail {
  submission_id: string;
  state: 'pending' | 'failing' | 'sent';
  attempts: number;
  last_error: string | null;
  last_attempt_at: string | null;
  next_attempt_at: string;
  sent_at: string | null;
}

/** One status of the lead_counts view (statuses without leads have no row). */
export interface LeadCount {
  status: LeadStatus;
  leads: number;
  unread: number;
}

export interface LeadFilter {
  /** Statuses to show; empty or undefined = all but spam. */
  statuses?: readonly LeadStatus[];
  service?: ServiceValue;
  /** Free text over name, e-mail, business and message (case-insensitive substring). */
  search?: string;
  /** 0-based page number. */
  page?: number;
}

/**
 * The `or=` filter for a search. The term is double-quoted, so commas, parentheses and dots are
 * plain text; `"` and `\` are escaped with a backslash. `%` and `_` keep their ilike meaning
 * (PostgREST has no escape for them in a filter value); `*` is a wildcard as well.
 */
export function searchFilter(term: string): string {
  const quoted = `"*${term.trim().replace(/[\\"]/g, (c) => `\\${c}`)}*"`;
  return ['name', 'email', 'business_name', 'message'].map((c) => `${c}.ilike.${quoted}`).join(',');
}

const DEFAULT_STATUSES = LEAD_STATUSES.filter((s) => s !== 'spam');

/** The leads matching `filter` (its page ignored), newest first: the list and the CSV export share it. */
function newestMatching(supabase: SupabaseClient, columns: string, filter: LeadFilter, count?: 'exact') {
  let q = supabase
    .from('submissions')
    .select(columns, count ? { count } : undefined)
    .in('status', statusesOf(filter));
  if (filter.service) q = q.eq('service', filter.service);
  if (filter.search?.trim()) q = q.or(searchFilter(filter.search));
  return q.order('created_at', { ascending: false }).order('id', { ascending: false });
}

const statusesOf = (filter: LeadFilter) => (filter.statuses?.length ? [...filter.statuses] : DEFAULT_STATUSES);

/** How many of the leads matching `filter` (the same narrowing as the list) are unread: a HEAD request, the count only. */
export function countUnread(supabase: SupabaseClient, filter: LeadFilter, signal?: AbortSignal) {
  let q = supabase.from('submissions').select('id', { count: 'exact', head: true }).is('read_at', null).in('status', statusesOf(filter));
  if (filter.service) q = q.eq('service', filter.service);
  if (filter.search?.trim()) q = q.or(searchFilter(filter.search));
  return signal ? q.abortSignal(signal) : q;
}

/** One page of leads, newest first, with the total for the filter (Content-Range); `signal` cancels it. */
export function listLeads(supabase: SupabaseClient, filter: LeadFilter = {}, signal?: AbortSignal) {
  const page = filter.page ?? 0;
  const q = newestMatching(supabase, LIST_COLUMNS, filter, 'exact').range(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE - 1);
  return (signal ? q.abortSignal(signal) : q).overrideTypes<LeadSummary[], { merge: false }>();
}

/** Rows per request of the CSV export. */
export const EXPORT_BATCH = 1000;

/** One batch of the CSV export: every submitted field of the leads matching `filter` (its page ignored), newest first. */
export function exportLeads(supabase: SupabaseClient, filter: LeadFilter, batch: number) {
  return newestMatching(supabase, DETAIL_COLUMNS, filter)
    .range(batch * EXPORT_BATCH, batch * EXPORT_BATCH + EXPORT_BATCH - 1)
    .overrideTypes<Lead[], { merge: false }>();
}

/** Leads and unread leads per status, in one request (the view of supabase/migrations/20261127000000_lead_counts.sql). */
export function leadCounts(supabase: SupabaseClient, signal?: AbortSignal) {
  const q = supabase.from('lead_counts').select(COUNT_COLUMNS).order('status');
  return (signal ? q.abortSignal(signal) : q).overrideTypes<LeadCount[], { merge: false }>();
}

/** Everything submitted for one lead (single object; 406 PGRST116 when it does not exist or is hidden). */
export function getLead(supabase: SupabaseClient, id: string) {
  return supabase.from('submissions').select(DETAIL_COLUMNS).eq('id', id).single().overrideTypes<Lead, { merge: false }>();
}

/** The lead's history, oldest first. */
export function leadHistory(supabase: SupabaseClient, id: string) {
  return supabase
    .from('submission_events')
    .select(HISTORY_COLUMNS)
    .eq('submission_id', id)
    .order('at', { ascending: true })
    .order('id', { ascending: true })
    .overrideTypes<LeadEvent[], { merge: false }>();
}

/** Changes status and/or notes; answers the updated lead (PATCH + return=representation + single). */
export function updateLead(supabase: SupabaseClient, id: string, change: { status?: LeadStatus; notes?: string }) {
  return supabase.from('submissions').update(change).eq('id', id).select(DETAIL_COLUMNS).single().overrideTypes<Lead, { merge: false }>();
}

/** Marks a lead read (the database keeps the first time; 204 either way). */
export function markRead(supabase: SupabaseClient, id: string) {
  return supabase.from('submissions').update({ read_at: new Date().toISOString() }).eq('id', id).is('read_at', null);
}

/** Marks a lead unread again. */
export function markUnread(supabase: SupabaseClient, id: string) {
  return supabase.from('submissions').update({ read_at: null }).eq('id', id);
}

/** New-lead e-mails that have not gone out (failing ones are the ones to show). */
export function unsentMail(supabase: SupabaseClient) {
  return supabase
    .from('lead_notifications')
    .select(MAIL_COLUMNS)
    .in('state', ['pending', 'failing'])
    .order('created_at', { ascending: false })
    .overrideTypes<LeadMail[], { merge: false }>();
}
