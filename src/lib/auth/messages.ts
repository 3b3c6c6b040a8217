/** Spec §8: the toasts of a failed sign-up, sign-in or sign-out. */
export const AUTH_FAILURE_TITLES = {
  signUp: 'Sign Up Failed',
  signIn: 'Sign In Failed',
  signOut: 'Sign Out Failed',
} as const;

export type AuthAction = keyof typeof AUTH_FAILURE_TITLES;

/** Used when an error carries no message of its own. */
export const FALLBACK_MESSAGE = 'Something went wrong';

/** What a failed auth call reports to a screen. */
export interface AuthFailure {
  message: string;
  /** GoTrue's error code (`invalid_credentials`, `over_request_rate_limit`, …) when the server sent one. */
  code?: string;
  /** HTTP status; 0 for a network failure. */
  status?: number;
}

/** The error's own message, or 'Something went wrong'. */
export function failureOf(error: unknown): AuthFailure {
  if (error && typeof error === 'object') {
    const { message, code, status } = error as { message?: unknown; code?: unknown; status?: unknown };
    return {
      message: typeof message === 'string' && message.trim() !== '' ? message : FALLBACK_MESSAGE,
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof status === 'number' ? { status } : {}),
    };
  }
  return { message: typeof error === 'string' && error.trim() !== '' ? error : FALLBACK_MESSAGE };
}
