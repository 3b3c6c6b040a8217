import { describe, expect, it } from 'vitest';
import { FIELD_LENGTHS } from './fieldLengths.ts';
import { toSubmission } from './submission.ts';
import { validateConsultation } from './validate.ts';
import { emptyConsultation, type ConsultationValues } from './values.ts';

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
    ['phone', { phone: '5'.repeat(FIELD_LENGTHS.phone + 1) }, `Please keep the phone number under ${FIELD_LENGTHS.phone} characters.`],
    ['name', { name: 'x'.repeat(FIELD_LENGTHS.name + 1) }, `Please keep your name under ${FIELD_LENGTHS.name} characters.`],
    ['message', { message: 'x'.repeat(FIELD_LENGTHS.message + 1) }, `Please keep your message under ${FIELD_LENGTHS.message} characters.`],
  ] as const)('rejects a bad %s', (field, change, message) => {
    expect(validateConsultation({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it.each(['555-0142 ext 3', 'call me after 5', '+44 20 7946 0958', '5'.repeat(FIELD_LENGTHS.phone)])(
    'accepts any phone text up to the limit: %s',
    (phone) => {
      expect(validateConsultation({ ...valid, phone })).toEqual({});
    },
  );

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
