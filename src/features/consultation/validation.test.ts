import { describe, expect, it } from 'vitest';
import { SERVICE_VALUES, pages, serviceOptions } from '../../content';
import { toSubmission } from './submitConsultation';
import {
  FORM_ACTION,
  LIMITS,
  THANK_YOU_PATH,
  emptyConsultation,
  isBot,
  validateConsultation,
  valuesFromForm,
  type ConsultationValues,
} from './validation';

const valid: ConsultationValues = {
  ...emptyConsultation,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  service: 'standard-monthly',
  message: 'A site for my bakery.',
};

describe('validateConsultation', () => {
  it('accepts a complete request', () => {
    expect(validateConsultation(valid)).toEqual({});
  });

  it.each([
    ['name', { name: '   ' }, 'Please enter your full name.'],
    ['email', { email: '' }, 'Please enter your email address.'],
    ['email', { email: 'ada@example' }, 'Please enter a valid email address, like name@example.com.'],
    ['service', { service: '' }, 'Please select a service.'],
    ['message', { message: '' }, 'Please tell us a little about your project.'],
    ['phone', { phone: '5'.repeat(LIMITS.phone + 1) }, `Please keep the phone number under ${LIMITS.phone} characters.`],
    ['name', { name: 'x'.repeat(LIMITS.name + 1) }, `Please keep your name under ${LIMITS.name} characters.`],
    ['message', { message: 'x'.repeat(LIMITS.message + 1) }, `Please keep your message under ${LIMITS.message} characters.`],
  ] as const)('rejects a bad %s', (field, change, message) => {
    expect(validateConsultation({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it.each(['555-0142 ext 3', 'call me after 5', '+44 20 7946 0958', '5'.repeat(LIMITS.phone)])('accepts any phone text up to the limit: %s', (phone) => {
    expect(validateConsultation({ ...valid, phone })).toEqual({});
  });

  it('reports every missing required field at once', () => {
    expect(Object.keys(validateConsultation(emptyConsultation)).sort()).toEqual(['email', 'message', 'name', 'service']);
  });
});

describe('toSubmission', () => {
  it('maps the form to a submissions row with status new, trimming and nulling empty optionals', () => {
    expect(toSubmission({ ...valid, name: '  Ada Lovelace ', storeIntegration: true })).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: null,
      business_name: null,
      service: 'standard-monthly',
      store_integration: true,
      message: 'A site for my bakery.',
      status: 'new',
    });
  });
});

describe('invisible characters', () => {
  it('checks the e-mail without zero-width and bidi characters, and stores names and e-mail without them', () => {
    const sneaky = { ...valid, name: 'Ada\u202E Lovelace\u200B', email: 'ada\u200B@exam\u2066ple.com', businessName: '\u200FBakery' };
    expect(validateConsultation(sneaky)).toEqual({});
    expect(toSubmission(sneaky)).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', business_name: 'Bakery' });
    expect(validateConsultation({ ...valid, name: '\u200B\u202E' })).toEqual({ name: 'Please enter your full name.' });
  });
});

describe('valuesFromForm (a posted form, or the live form before hydration)', () => {
  const posted = (body: string) => {
    const form = new URLSearchParams(body);
    return valuesFromForm((name) => form.get(name));
  };

  it('reads every field as the browser sends it, with \\r\\n line breaks normalised to \\n', () => {
    expect(
      posted('name=Ada+Lovelace&email=ada%40example.com&phone=%2B1+555&businessName=Caf%C3%A9&service=custom&storeIntegration=on&message=Line+1%0D%0ALine+2&website='),
    ).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+1 555',
      businessName: 'Café',
      service: 'custom',
      storeIntegration: true,
      message: 'Line 1\nLine 2',
      website: '',
    });
  });

  it('treats missing fields as empty, an unknown service as none and an unticked box as false', () => {
    expect(posted('service=premium-gold&storeIntegration=yes')).toEqual(emptyConsultation);
  });

  it('spots the honeypot', () => {
    expect(isBot(posted('website=http%3A%2F%2Fspam.example'))).toBe(true);
    expect(isBot(posted('website=+'))).toBe(false);
  });

  it('reads a live form element through FormData', () => {
    document.body.innerHTML = `<form><input name="name" value="Grace"><select name="service"><option value="" disabled>Pick</option>
      <option value="one-time" selected>One</option></select><input type="checkbox" name="storeIntegration" checked>
      <textarea name="message">Hi</textarea></form>`;
    const data = new FormData(document.querySelector('form')!);
    expect(valuesFromForm((name) => data.get(name))).toEqual({
      ...emptyConsultation,
      name: 'Grace',
      service: 'one-time',
      storeIntegration: true,
      message: 'Hi',
    });
  });
});

describe('the shared contract with the pages and the database', () => {
  it('the form posts to its own page and success leads to the thank-you page', () => {
    expect(FORM_ACTION).toBe(pages.getStarted.path);
    expect(THANK_YOU_PATH).toBe(pages.thankYou.path);
  });

  it('the Service Selection offers exactly the values validation accepts', () => {
    expect(serviceOptions.map((option) => option.value)).toEqual([...SERVICE_VALUES]);
  });
});
