/**
 * The inbox's view in the URL, so a view can be shared, reloaded and walked with the back button:
 * `?status=&service=&page=&lead=` in the query, the free-text search in the fragment (`#q=`),
 * which browsers never send to a server, so a searched name or e-mail stays out of request logs.
 */
import { isServiceValue, type ServiceValue } from '#contract/plans.ts';
import { LEAD_STATUSES, type LeadFilter, type LeadStatus } from './queries';

export interface InboxView {
  status?: LeadStatus;
  service?: ServiceValue;
  search: string;
  /** 0-based. */
  page: number;
  /** The open lead, if any. */
  lead?: string;
}

const isStatus = (v: string | null): v is LeadStatus => LEAD_STATUSES.includes(v as LeadStatus);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the view from `location.search` and `location.hash`; unknown or malformed values are ignored. */
export function parseView(search: string, hash: string): InboxView {
  const q = new URLSearchParams(search);
  const h = new URLSearchParams(hash.replace(/^#/, ''));
  const status = q.get('status');
  const service = q.get('service');
  const page = Number(q.get('page') ?? '1');
  const lead = q.get('lead');
  return {
    ...(isStatus(status) ? { status } : {}),
    ...(isServiceValue(service) ? { service } : {}),
    search: (h.get('q') ?? '').slice(0, 200),
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page - 1 : 0,
    ...(lead && UUID.test(lead) ? { lead: lead.toLowerCase() } : {}),
  };
}

/** The `search` and `hash` parts for a view (page 1 and empty values are left out). */
export function formatView(view: InboxView): { search: string; hash: string } {
  const q = new URLSearchParams();
  if (view.status) q.set('status', view.status);
  if (view.service) q.set('service', view.service);
  if (view.page > 0) q.set('page', String(view.page + 1));
  if (view.lead) q.set('lead', view.lead);
  const h = new URLSearchParams();
  if (view.search.trim()) h.set('q', view.search);
  const search = q.toString();
  const hash = h.toString();
  return { search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '' };
}

/** The query filter of a view. */
export function filterOf(view: InboxView): LeadFilter {
  return {
    ...(view.status ? { statuses: [view.status] } : {}),
    ...(view.service ? { service: view.service } : {}),
    ...(view.search.trim() ? { search: view.search.trim() } : {}),
    page: view.page,
  };
}
