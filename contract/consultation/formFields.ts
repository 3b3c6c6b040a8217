/**
 * The form as a browser posts it without JavaScript: its fields' `name` attributes (the React
 * form renders them, server/form reads them) and how their values are read back.
 */
import { isServiceValue } from '../plans.ts';
import type { ConsultationValues } from './values.ts';

/** Each field's `name` attribute: the key of its value, so a renamed value breaks the form's build. */
export const FIELD_NAMES: { readonly [K in keyof ConsultationValues]: K } = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  businessName: 'businessName',
  service: 'service',
  storeIntegration: 'storeIntegration',
  message: 'message',
  website: 'website',
};

/** The checkbox's value when ticked (it has no value attribute): the browser posts `storeIntegration=on`. */
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
