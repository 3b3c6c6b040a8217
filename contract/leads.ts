/**
 * A lead's workflow: its statuses and the changes between them, the one source for the inbox
 * (src/features/inbox), its mocks and the tests. The database enforces the same rule
 * (submissions_status_check and submission_status_allowed() in supabase/migrations, current
 * definitions in supabase/schema.sql); tests/server/leadContract.test.ts compares the two.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Next states allowed from each state: new -> contacted -> qualified -> won | lost; spam from any state; spam -> new. */
export const NEXT_STATUSES: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ['contacted', 'spam'],
  contacted: ['qualified', 'spam'],
  qualified: ['won', 'lost', 'spam'],
  won: ['spam'],
  lost: ['spam'],
  spam: ['new'],
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** Whether a lead may go from one status to another (staying put is no change, so allowed). */
export function statusChangeAllowed(from: LeadStatus, to: LeadStatus): boolean {
  return from === to || NEXT_STATUSES[from].includes(to);
}
