/**
 * Plan and service identifiers and their names: the one source for the package cards, the consultation
 * form, its validation, the inbox, the lead e-mail and the demo registry. The database's check
 * constraint on submissions.service is compared with SERVICE_VALUES by tests/server/leadContract.test.ts.
 */
export const PLAN_IDS = ['one-time', 'standard-monthly', 'advanced-monthly'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** What the consultation form's Service Selection may hold: a package or a custom project. */
export const SERVICE_VALUES = [...PLAN_IDS, 'custom'] as const;
export type ServiceValue = (typeof SERVICE_VALUES)[number];

export function isServiceValue(value: unknown): value is ServiceValue {
  return typeof value === 'string' && (SERVICE_VALUES as readonly string[]).includes(value);
}

/** Each service's name, worded as the product spec sells them, wherever a service is named. */
export const SERVICE_LABELS: Readonly<Record<ServiceValue, string>> = {
  'one-time': 'One-Time Website Design',
  'standard-monthly': 'Standard Monthly Package',
  'advanced-monthly': 'Advanced Monthly Package',
  custom: 'Custom Project',
};
