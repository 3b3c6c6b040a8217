import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { isEmail } from '#contract/consultation/validate.ts';

/** What a field must hold; each rule carries the message shown when it fails. */
export interface FieldRule {
  required?: string;
  email?: string;
}

export type FormValues<K extends string> = Record<K, string>;
export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** Checks values against rules; the first failing rule of each field wins. */
export function validate<K extends string>(values: FormValues<K>, rules: Partial<Record<K, FieldRule>>): FormErrors<K> {
  const errors: FormErrors<K> = {};
  for (const name of Object.keys(rules) as K[]) {
    const rule = rules[name];
    const value = values[name].trim();
    if (rule?.required && value === '') errors[name] = rule.required;
    else if (rule?.email && value !== '' && !isEmail(value)) errors[name] = rule.email;
  }
  return errors;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * State of a small demo form: values, inline errors (shown after the first submit attempt and
 * updated as the visitor types), focus on the first invalid field, and reset.
 */
export function useDemoForm<K extends string>(
  start: FormValues<K>,
  rules: Partial<Record<K, FieldRule>>,
  /** Errors a post without JavaScript was answered with: the form starts as after a failed submit. */
  startErrors: FormErrors<K> = {},
  /** What reset returns to (default: the start values). */
  initial: FormValues<K> = start,
) {
  const [values, setValues] = useState<FormValues<K>>(start);
  const [errors, setErrors] = useState<FormErrors<K>>(startErrors);
  const attempted = useRef(Object.keys(startErrors).length > 0);
  const formRef = useRef<HTMLFormElement>(null);

  // From the current state, not this render's: several edits can arrive before the next render
  // (the values typed before hydration are handed over in one commit).
  const onChange = useCallback(
    (event: ChangeEvent<Control>) => {
      const name = event.target.name as K;
      const value = event.target.value;
      setValues((current) => {
        const next = { ...current, [name]: value };
        if (attempted.current) setErrors(validate(next, rules));
        return next;
      });
    },
    [rules],
  );

  const reset = useCallback(() => {
    attempted.current = false;
    setValues(initial);
    setErrors({});
  }, [initial]);

  /** The form's submit handler: validates, then calls `onValid` only when every rule passes. */
  const handleSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>, onValid: (values: FormValues<K>) => void) => {
      event.preventDefault();
      attempted.current = true;
      const found = validate(values, rules);
      setErrors(found);
      const firstInvalid = (Object.keys(rules) as K[]).find((name) => found[name]);
      if (firstInvalid) {
        const control = formRef.current?.elements.namedItem(firstInvalid);
        if (control instanceof HTMLElement) control.focus();
        return;
      }
      onValid(values);
    },
    [values, rules],
  );

  return { values, errors, onChange, reset, handleSubmit, formRef };
}
