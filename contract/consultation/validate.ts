/** The consultation form's rules: the browser checks them as the visitor sends, the server on a post without JavaScript. */
import { isServiceValue } from '../plans.ts';
import { FIELD_LENGTHS } from './fieldLengths.ts';
import { sanitizeEmail, sanitizeName } from './sanitize.ts';
import type { ConsultationErrors, ConsultationValues } from './values.ts';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address of the shape name@domain.tld: the one e-mail check of every form (studio and demos). */
export function isEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

/** Checks the form the way the database will, with messages a visitor can act on. */
export function validateConsultation(values: ConsultationValues): ConsultationErrors {
  const errors: ConsultationErrors = {};
  // Checked as stored: without invisible and bidi control characters (sanitize.ts).
  const name = sanitizeName(values.name).trim();
  const email = sanitizeEmail(values.email).trim();
  const phone = values.phone.trim();
  const message = values.message.trim();

  if (!name) errors.name = 'Please enter your full name.';
  else if (name.length > FIELD_LENGTHS.name) errors.name = `Please keep your name under ${FIELD_LENGTHS.name} characters.`;

  if (!email) errors.email = 'Please enter your email address.';
  else if (email.length > FIELD_LENGTHS.email || !EMAIL_SHAPE.test(email))
    errors.email = 'Please enter a valid email address, like name@example.com.';

  // The spec gives the optional phone no format: any text ("555-0142 ext 3") up to the column's limit.
  if (phone.length > FIELD_LENGTHS.phone) errors.phone = `Please keep the phone number under ${FIELD_LENGTHS.phone} characters.`;

  if (sanitizeName(values.businessName).trim().length > FIELD_LENGTHS.businessName)
    errors.businessName = `Please keep the business name under ${FIELD_LENGTHS.businessName} characters.`;

  if (!isServiceValue(values.service)) errors.service = 'Please select a service.';

  if (!message) errors.message = 'Please tell us a little about your project.';
  else if (message.length > FIELD_LENGTHS.message) errors.message = `Please keep your message under ${FIELD_LENGTHS.message} characters.`;

  return errors;
}
