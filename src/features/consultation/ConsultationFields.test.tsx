import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { valuesFromForm } from '#contract/consultation/formFields.ts';
import { emptyConsultation, type ConsultationValues } from '#contract/consultation/values.ts';
import { SERVICE_VALUES } from '#contract/plans.ts';
import { serviceOptions } from '../../content';
import { theme } from '../../theme';
import { ConsultationFields } from './ConsultationFields';

/** The browser's side of the contract (contract/consultation): what the form posts is what the server reads. */
describe('the consultation form as the server reads it', () => {
  it('posts every value under the name valuesFromForm reads', () => {
    // Every field filled in (the honeypot too), so each must arrive under its own name.
    const values: ConsultationValues = {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '555-0100',
      businessName: 'COBOL & Co',
      service: 'advanced-monthly',
      storeIntegration: true,
      message: 'Hi\nthere',
      website: 'x',
    };
    const { container } = render(
      <ThemeProvider theme={theme}>
        <form>
          <ConsultationFields values={values} errors={{}} set={() => undefined} />
        </form>
      </ThemeProvider>,
    );
    const data = new FormData(container.querySelector('form')!);
    expect(valuesFromForm((name) => data.get(name))).toEqual(values);
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

  it('the Service Selection offers exactly the values validation accepts', () => {
    expect(serviceOptions.map((option) => option.value)).toEqual([...SERVICE_VALUES]);
  });
});
