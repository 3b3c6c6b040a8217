import { describe, expect, it } from 'vitest';
import { valuesFromForm } from './formFields.ts';
import { isBot } from './submission.ts';
import { emptyConsultation } from './values.ts';

describe('valuesFromForm (a posted form)', () => {
  const posted = (body: string) => {
    const form = new URLSearchParams(body);
    return valuesFromForm((name) => form.get(name));
  };

  it('reads every field as the browser sends it, with \\r\\n line breaks normalised to \\n', () => {
    expect(
      posted(
        'name=Ada+Lovelace&email=ada%40example.com&phone=%2B1+555&businessName=Caf%C3%A9&service=custom&storeIntegration=on' +
          '&message=Line+1%0D%0ALine+2&website=',
      ),
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
});
