import { SERVICE_LABELS, SERVICE_VALUES, type ServiceValue } from '#contract/plans.ts';

export interface ServiceOption {
  value: ServiceValue;
  label: string;
}

/** The consultation form's Service Selection: the three packages plus a custom project. */
export const serviceOptions: ServiceOption[] = SERVICE_VALUES.map((value) => ({ value, label: SERVICE_LABELS[value] }));
