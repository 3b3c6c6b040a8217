/**
 * The consultation form's rules, shared by the browser and the server's no-JavaScript form
 * handler (server/form). Plain TypeScript with explicit .ts imports and no browser or Vite
 * dependency, so Node runs it through type stripping.
 */
import { isServiceValue, type ServiceValue } from '../../content/planIds.ts';
import { sanitizeEmail, sanitizeName } from './sanitize.ts';

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

/** An address of the shape name@domain.tld: the one e-mail check of every form (studio and demos). */
export function isEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

/** Field order for focusing the first invalid field. */
export const fieldOrder: ConsultationField[] = ['name', 'email', 'phone', 'businessName', 'service', 'message'];

/** Checks the form the way the database will, with messages a visitor can act on. */
export function validateConsultation(values: ConsultationValues): ConsultationErrors {
  const errors: ConsultationErrors = {};
  // Checked as stored: without invisible and bidi control characters (sanitize.ts).
  const name = sanitizeName(values.name).trim();
  const email = sanitizeEmail(values.email).trim();
  const phone = values.phone.trim();
  const message = values.message.trim();

  if (!name) errors.name = 'Please enter your full name.';
  else if (name.length > LIMITS.name) errors.name = `Please keep your name under ${LIMITS.name} characters.`;

  if (!email) errors.email = 'Please enter your email address.';
  else if (email.length > LIMITS.email || !EMAIL_SHAPE.test(email)) errors.email = 'Please enter a valid email address, like name@example.com.';

  // The spec gives the optional phone no format: any text ("555-0142 ext 3") up to the column's limit.
  if (phone.length > LIMITS.phone) errors.phone = `Please keep the phone number under ${LIMITS.phone} characters.`;

  if (sanitizeName(values.businessName).trim().length > LIMITS.businessName)
    errors.businessName = `Please keep the business name under ${LIMITS.businessName} characters.`;

  if (!isServiceValue(values.service)) errors.service = 'Please select a service.';

  if (!message) errors.message = 'Please tell us a little about your project.';
  else if (message.length > LIMITS.message) errors.message = `Please keep your message under ${LIMITS.message} characters.`;

  return errors;
}

/** The checkbox's value when ticked: the browser posts `storeIntegration=on`. */
const CHECKED = 'on';

/**
 * The form's values from its fields as a browser submits them: `get` is FormData#get for the
 * live form, or URLSearchParams#get for a posted application/x-www-form-urlencoded body. Line
 * breaks are normalised to \n (form submission sends a textarea's \n as \r\n), so a request sent
 * without JavaScript is stored exactly like one sent with it.
 */
export function valuesFromForm(get: (name: keyof ConsultationValues) => unknown): ConsultationValues {
  const text = (name: keyof ConsultationValues) => {
    const value = get(name);
    return typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : '';
  };
  const service = text('service');
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    businessName: text('businessName'),
    service: isServiceValue(service) ? service : '',
    storeIntegration: get('storeIntegration') === CHECKED,
    message: text('message'),
    website: text('website'),
  };
}

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

// ---- posting without JavaScript (server/form) ----

/** Where the form posts when JavaScript has not taken over: the server's handler for this page. */
export const FORM_ACTION = '/get-started';
/** Where a request stored without JavaScript leads (303 See Other). */
export const THANK_YOU_PATH = '/thank-you';

/** Why the server answered a post with the form again. */
export type ServerOutcome = 'invalid' | 'rate-limited' | 'failed';

/** What the server renders the page with after a post it could not store: what was sent, and why. */
export interface ServerFormState {
  values: ConsultationValues;
  outcome: ServerOutcome;
}

export const SERVER_OUTCOMES: readonly ServerOutcome[] = ['invalid', 'rate-limited', 'failed'];

/** What the visitor reads when a request was not stored (the form's alert and toasts). */
export const OUTCOME_MESSAGES: Record<ServerOutcome, { title: string; description: string }> = {
  invalid: { title: 'Please check your request', description: 'Some fields need your attention; see the messages below.' },
  'rate-limited': {
    title: 'Submission Failed',
    description: 'You have sent several requests in a short time. Please wait a minute and try again.',
  },
  failed: { title: 'Submission Failed', description: 'Something went wrong. Please try again.' },
};

/** id of the JSON the server's re-rendered page carries, so hydration starts from the same state. */
export const SERVER_STATE_ID = 'consultation-state';
