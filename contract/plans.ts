/** Plan and service identifiers: the package cards, the consultation form, its validation and the lead e-mail. */
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
