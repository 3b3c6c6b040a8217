import type { ServiceValue } from '#contract/plans.ts';
import { packagePlans } from './plans';

export interface ServiceOption {
  value: ServiceValue;
  label: string;
}

/** The consultation form's Service Selection: the three packages plus a custom project. */
export const serviceOptions: ServiceOption[] = [
  ...packagePlans.map((plan) => ({ value: plan.planId, label: plan.title })),
  { value: 'custom', label: 'Custom Project' },
];
