/**
 * Leads for the inbox stories: deterministic names, statuses, services and ages (minutes before
 * the story's clock), filled into a mock store when the story starts so relative times match the
 * clock the story runs with (the visual tests fix it).
 */
import type { InboxStore, StoredEvent } from '../../mocks/supabase/inbox';
import { SERVICE_VALUES, type ServiceValue } from '#contract/plans.ts';
import type { Lead, LeadMail, LeadStatus } from '../../src/features/inbox/data/queries';

const FIRST = ['Ava', 'Ben', 'Chloé', 'Dmitri', 'Esi', 'Felix', 'Greta', 'Hamid', 'Iris', 'Jonas', 'Keiko', 'Lars', 'Mia', 'Noor', 'Oscar'];
const LAST = ['Morales', 'Okafor', 'Schmidt', 'Tanaka', 'Nowak', 'Haddad', 'Olsen', 'Moreau'];
const BUSINESS = [
  'Corner Bakery',
  'Bright Plumbing',
  'Salon Nova',
  'Bean There Coffee',
  'Lotus Yoga',
  null,
  'Kiln & Co. Ceramics',
  'Green Thumb Gardens',
];
const STATUSES: LeadStatus[] = ['new', 'new', 'contacted', 'qualified', 'new', 'won', 'lost', 'contacted', 'spam'];

export const LEAD_COUNT = 60;

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const iso = (now: number, minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

/** The n-th lead (0 = newest). Every third is unread; the first two are new and unread. */
export function storyLead(n: number, now: number): Lead {
  const first = FIRST[n % FIRST.length] as string;
  const last = LAST[(n * 3) % LAST.length] as string;
  const age = n === 0 ? 4 : n * 95 + 30;
  const status = n < 2 ? 'new' : (STATUSES[n % STATUSES.length] as LeadStatus);
  return {
    id: uuid(n + 1),
    created_at: iso(now, age),
    updated_at: iso(now, Math.max(1, age - 20)),
    read_at: n < 2 || n % 3 === 0 ? null : iso(now, age - 10),
    name: `${first} ${last}`,
    email: `${first
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}.${last.toLowerCase()}@example.com`,
    phone: n % 2 === 0 ? `+1 (555) 01${String(n).padStart(2, '0')}-${String(2000 + n)}` : null,
    business_name: BUSINESS[n % BUSINESS.length] ?? null,
    service: SERVICE_VALUES[n % SERVICE_VALUES.length] as ServiceValue,
    store_integration: n % 3 === 1,
    message: `Hello! We would like a new website for our business.\nWe need about ${3 + (n % 5)} pages and a contact form.\nCan we talk next week?`,
    status,
    notes: status === 'new' ? '' : 'Called once, sending a quote.',
  };
}

export function storyLeads(now: number, count = LEAD_COUNT): Lead[] {
  return Array.from({ length: count }, (_, n) => storyLead(n, now));
}

/** History of the third lead (contacted, then qualified, with notes). */
export function storyHistory(lead: Lead, now: number): StoredEvent[] {
  const base = { submission_id: lead.id, actor_email: 'staff@studio.test', actor_role: 'authenticated' };
  return [
    { ...base, id: 1, at: iso(now, 300), kind: 'status', from_value: 'new', to_value: 'contacted' },
    { ...base, id: 2, at: iso(now, 290), kind: 'notes', from_value: '', to_value: 'Called once, sending a quote.' },
  ];
}

/** The new-lead e-mail of the second lead keeps failing. */
export function storyMail(lead: Lead, now: number): LeadMail[] {
  return [
    {
      submission_id: lead.id,
      state: 'failing',
      attempts: 4,
      last_error: '421 Service not available',
      last_attempt_at: iso(now, 2),
      next_attempt_at: iso(now, -8),
      sent_at: null,
    },
  ];
}

/** Fills `store` with the story's leads at the current (possibly fixed) clock. */
export function fillStore(store: InboxStore, { count = LEAD_COUNT, now = Date.now() } = {}): InboxStore {
  store.leads = storyLeads(now, count);
  const third = store.leads[2];
  const second = store.leads[1];
  store.events = third ? storyHistory(third, now) : [];
  store.mail = second ? storyMail(second, now) : [];
  return store;
}

/**
 * The longest values a studio sees (real-world shapes: compound surnames, long company names,
 * addresses with sub-domains), for the stories that check every column stays in view.
 */
const LONG = [
  {
    name: 'Maria Guadalupe Fernández-Castellanos de la Torre',
    email: 'maria.guadalupe.fernandez-castellanos@constructora-hermanos-delatorre.com.mx',
    business_name: 'Hermanos de la Torre Construcciones y Remodelaciones S.A. de C.V.',
  },
  {
    name: 'Srinivasaraghavan Venkataramanan',
    email: 'srinivasaraghavan.venkataramanan@ayurvedic-wellness-centre.co.in',
    business_name: 'Sri Venkateswara Ayurvedic Wellness & Panchakarma Centre',
  },
  {
    name: 'Bartholomew Alexander Whitfield-Montgomery III',
    email: 'bartholomew.whitfield-montgomery@whitfieldmontgomeryarchitects.co.uk',
    business_name: 'Whitfield-Montgomery Heritage Architecture & Restoration Ltd',
  },
  {
    name: 'Nguyễn Thị Thanh Hương',
    email: 'thanhhuong.nguyen.bakery.orders+website@gmail.com',
    business_name: 'Bánh Mì & Pâtisserie Hương Quê – Family Bakery',
  },
] as const;

/** The n-th lead as stored: every other lead takes one of LONG's name, e-mail and business. */
const withLongValues = (lead: Lead, n: number): Lead =>
  n % 2 === 0 ? { ...lead, ...(LONG[(n / 2) % LONG.length] as (typeof LONG)[number]) } : lead;

/** Fills `store` with `count` leads (history and failing mail as fillStore), every other one with the longest real-world values. */
export function fillLongStore(store: InboxStore, { count = LEAD_COUNT, now = Date.now() } = {}): InboxStore {
  fillStore(store, { count, now });
  store.leads = store.leads.map(withLongValues);
  return store;
}

/** The n-th lead of fillLongStore's store. */
export const longStoryLead = (n: number, now: number): Lead => withLongValues(storyLead(n, now), n);
