import { describe, expect, it } from 'vitest';
import { toSubmission } from './submitConsultation';
import { LIMITS, emptyConsultation, validateConsultation, type ConsultationValues } from './validation';

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
    ['phone', { phone: 'call me' }, 'Please enter a valid phone number, or leave it empty.'],
    ['name', { name: 'x'.repeat(LIMITS.name + 1) }, `Please keep your name under ${LIMITS.name} characters.`],
    ['message', { message: 'x'.repeat(LIMITS.message + 1) }, `Please keep your message under ${LIMITS.message} characters.`],
  ] as const)('rejects a bad %s', (field, change, message) => {
    expect(validateConsultation({ ...valid, ...change })).toEqual({ [field]: message });
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
