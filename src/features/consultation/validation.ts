import { serviceOptions, type ServiceValue } from '../../content';

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

/** Length limits, matching the CHECK constraints of supabase/migrations. */
export const LIMITS = { name: 120, email: 254, phone: 40, businessName: 160, message: 5000 } as const;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SHAPE = /^[+()\d\s.-]{7,}$/;

/** Field order for focusing the first invalid field. */
export const fieldOrder: ConsultationField[] = ['name', 'email', 'phone', 'businessName', 'service', 'message'];

/** Checks the form the way the database will, with messages a visitor can act on. */
export function validateConsultation(values: ConsultationValues): ConsultationErrors {
  const errors: ConsultationErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const message = values.message.trim();

  if (!name) errors.name = 'Please enter your full name.';
  else if (name.length > LIMITS.name) errors.name = `Please keep your name under ${LIMITS.name} characters.`;

  if (!email) errors.email = 'Please enter your email address.';
  else if (email.length > LIMITS.email || !EMAIL_SHAPE.test(email)) errors.email = 'Please enter a valid email address, like name@example.com.';

  if (phone && (phone.length > LIMITS.phone || !PHONE_SHAPE.test(phone))) errors.phone = 'Please enter a valid phone number, or leave it empty.';

  if (values.businessName.trim().length > LIMITS.businessName)
    errors.businessName = `Please keep the business name under ${LIMITS.businessName} characters.`;

  if (!serviceOptions.some((option) => option.value === values.service)) errors.service = 'Please select a service.';

  if (!message) errors.message = 'Please tell us a little about your project.';
  else if (message.length > LIMITS.message) errors.message = `Please keep your message under ${LIMITS.message} characters.`;

  return errors;
}
