import { describe, expect, it } from 'vitest';
import { titleCaseProblems } from '../../content/titleCase';
import { AUTH_FAILURE_TITLES } from './messages';

describe('AUTH_FAILURE_TITLES', () => {
  it('are the spec’s toasts in Title Case, the verb’s particle capitalized', () => {
    expect(AUTH_FAILURE_TITLES).toEqual({ signUp: 'Sign Up Failed', signIn: 'Sign In Failed', signOut: 'Sign Out Failed' });
    for (const title of Object.values(AUTH_FAILURE_TITLES)) expect(titleCaseProblems(title)).toEqual([]);
  });
});
