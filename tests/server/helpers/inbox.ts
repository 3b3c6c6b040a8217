/** Lead fixtures for the inbox suites: rows written straight to the database as superuser. */
import type { TestServer } from './server.ts';

export interface SeedLead {
  name: string;
  email: string;
  service: string;
  message: string;
  business_name?: string | null;
  phone?: string | null;
  store_integration?: boolean;
  status?: string;
  /** Minutes before now (the list is newest first). */
  ageMinutes: number;
}

/** Twelve leads with known order, statuses, services and search terms. */
export const LEADS: SeedLead[] = [
  {
    name: 'Ann Archer',
    email: 'ann@archer.test',
    service: 'one-time',
    message: 'A bakery site',
    business_name: 'Archer Bakes',
    ageMinutes: 1,
  },
  {
    name: 'Ben Brook',
    email: 'ben@brook.test',
    service: 'standard-monthly',
    message: 'Plumbing, quotes',
    status: 'contacted',
    ageMinutes: 2,
  },
  {
    name: 'Cleo Crane',
    email: 'cleo@crane.test',
    service: 'advanced-monthly',
    message: 'Shop with 40 products',
    store_integration: true,
    status: 'qualified',
    ageMinutes: 3,
  },
  {
    name: 'Dan Dale',
    email: 'dan@dale.test',
    service: 'custom',
    message: 'Booking for a salon',
    business_name: 'Dale Hair',
    status: 'won',
    ageMinutes: 4,
  },
  { name: 'Eve Elm', email: 'eve@elm.test', service: 'one-time', message: 'Portfolio (photos, video)', status: 'lost', ageMinutes: 5 },
  { name: 'Viagra Deals', email: 'spam@spam.test', service: 'custom', message: 'Buy now!!!', status: 'spam', ageMinutes: 6 },
  {
    name: 'Finn Ford',
    email: 'finn@ford.test',
    service: 'standard-monthly',
    message: 'Coffee shop menu, "50%" off',
    business_name: 'Ford Coffee, Inc.',
    ageMinutes: 7,
  },
  { name: 'Gia Grant', email: 'gia@grant.test', service: 'one-time', message: 'Landscaping gallery', ageMinutes: 8 },
  {
    name: 'Hal Hart',
    email: 'hal@hart.test',
    service: 'advanced-monthly',
    message: 'Ceramics store',
    store_integration: true,
    ageMinutes: 9,
  },
  { name: 'Ivy Isle', email: 'ivy@isle.test', service: 'one-time', message: 'Yoga classes', status: 'contacted', ageMinutes: 10 },
  { name: 'Jon Jay', email: 'jon@jay.test', service: 'custom', message: 'Archive of a choir', ageMinutes: 11 },
  {
    name: 'Kim Kale',
    email: 'kim@kale.test',
    service: 'standard-monthly',
    message: 'Vet clinic',
    business_name: 'Kale Vets',
    ageMinutes: 12,
  },
];

/** Inserts the leads (statuses set directly, bypassing the workflow trigger on insert) and returns their ids in LEADS order. */
export async function seedLeads(s: TestServer, leads: SeedLead[] = LEADS): Promise<string[]> {
  const ids: string[] = [];
  for (const l of leads) {
    const rows = await s.sql<{ id: string }>(
      `insert into public.submissions (name, email, service, message, business_name, phone, store_integration, status, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(mins => $9)) returning id`,
      [
        l.name,
        l.email,
        l.service,
        l.message,
        l.business_name ?? null,
        l.phone ?? null,
        l.store_integration ?? false,
        l.status ?? 'new',
        l.ageMinutes,
      ],
    );
    ids.push(rows[0]?.id ?? '');
  }
  return ids;
}
