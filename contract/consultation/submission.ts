/** A consultation request as stored: the row the browser's insert and the server's form handler write. */
import { sanitizeEmail, sanitizeName } from './sanitize.ts';
import type { ConsultationValues } from './values.ts';

/** What a visitor sends, as the columns of public.submissions (the form's insert, the new-lead e-mail). */
export interface LeadFields {
  name: string;
  email: string;
  phone: string | null;
  business_name: string | null;
  service: string;
  store_integration: boolean;
  message: string;
}

/** A row of public.submissions as the form inserts it. */
export interface SubmissionInsert extends LeadFields {
  status: 'new';
}

export function toSubmission(values: ConsultationValues): SubmissionInsert {
  return {
    name: sanitizeName(values.name).trim(),
    email: sanitizeEmail(values.email).trim(),
    phone: values.phone.trim() || null,
    business_name: sanitizeName(values.businessName).trim() || null,
    service: values.service,
    store_integration: values.storeIntegration,
    message: values.message.trim(),
    status: 'new',
  };
}

/** True when the honeypot was filled in: answer like a success and store nothing. */
export function isBot(values: ConsultationValues): boolean {
  return values.website.trim() !== '';
}
