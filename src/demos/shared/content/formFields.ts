import type { DemoFormField } from './types.ts';

/** The fields and notes every demo form shares. */
export const REQUIRED_NOTE = 'Fields marked * are required.';

export function nameField(required: string, extra: Partial<DemoFormField> = {}): DemoFormField {
  return { name: 'name', label: 'Name', autoComplete: 'name', required, ...extra };
}

export function emailField(extra: Partial<DemoFormField> = {}): DemoFormField {
  return {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    required: 'Please enter your email address.',
    email: 'Please enter a valid email address, like name@example.com.',
    ...extra,
  };
}

export function messageField(required: string, extra: Partial<DemoFormField> = {}): DemoFormField {
  return { name: 'message', label: 'Message', multiline: true, required, ...extra };
}
