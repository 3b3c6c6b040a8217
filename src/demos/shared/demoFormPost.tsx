import { createContext, useContext } from 'react';
import type { DemoFormCopy } from './content/types';
import { validate, type FieldRule, type FormErrors } from './useDemoForm';

/** A demo contact form sent without JavaScript: the page it was posted to and the fields as sent. */
export interface DemoFormPost {
  path: string;
  values: Record<string, string>;
}

/** What the page shows after such a post: the values (cleared once "sent" where the form resets), errors, or the confirmation. */
export interface PostedDemoForm {
  values: Record<string, string>;
  errors: FormErrors<string>;
  sent: boolean;
}

const DemoFormPostContext = createContext<DemoFormPost | undefined>(undefined);

/** Set by the server render (src/entry-server.tsx) when server/form answers a demo form's post. */
export const DemoFormPostProvider = DemoFormPostContext.Provider;

export const formRules = (copy: DemoFormCopy): Record<string, FieldRule> =>
  Object.fromEntries(copy.fields.map((field) => [field.name, { required: field.required, email: field.email }]));

export const initialFormValues = (copy: DemoFormCopy): Record<string, string> =>
  Object.fromEntries(copy.fields.map((field) => [field.name, field.options?.[0] ?? '']));

/**
 * The form's fields from a post (anything else is dropped; a select keeps only its own options),
 * checked with the browser's rules. Nothing is stored or sent anywhere: these are demos.
 */
export function postedDemoForm(copy: DemoFormCopy, posted: Record<string, string>): PostedDemoForm {
  const initial = initialFormValues(copy);
  const values = Object.fromEntries(
    copy.fields.map((field) => {
      const value = posted[field.name] ?? '';
      return [field.name, field.options && !field.options.includes(value) ? (initial[field.name] ?? '') : value];
    }),
  );
  const errors = validate(values, formRules(copy));
  const sent = Object.keys(errors).length === 0;
  // A form that resets after sending (delayMs) shows itself empty again, as it does with JavaScript.
  return { values: sent && copy.delayMs !== undefined ? initial : values, errors, sent };
}

/** The post this page was rendered for, if it is this form's page. */
export function usePostedDemoForm(path: string, copy: DemoFormCopy): PostedDemoForm | undefined {
  const post = useContext(DemoFormPostContext);
  return post?.path === path ? postedDemoForm(copy, post.values) : undefined;
}
