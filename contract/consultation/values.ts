/** The consultation form's values: what the browser's form holds and what a post without JavaScript carries. */
import type { ServiceValue } from '../plans.ts';

export interface ConsultationValues {
  name: string;
  email: string;
  phone: string;
  businessName: string;
  service: ServiceValue | '';
  storeIntegration: boolean;
  message: string;
  /** Honeypot: hidden from people, filled in by bots. */
  website: string;
}

export type ConsultationField = Exclude<keyof ConsultationValues, 'website' | 'storeIntegration'>;
export type ConsultationErrors = Partial<Record<ConsultationField, string>>;

export const emptyConsultation: ConsultationValues = {
  name: '',
  email: '',
  phone: '',
  businessName: '',
  service: '',
  storeIntegration: false,
  message: '',
  website: '',
};

/** Field order for focusing the first invalid field. */
export const fieldOrder: ConsultationField[] = ['name', 'email', 'phone', 'businessName', 'service', 'message'];
