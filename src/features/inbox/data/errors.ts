/** What the inbox makes of a failed PostgREST call (supabase-js' `{ error, status }`). */
export interface RestFailure {
  error: { message: string; code?: string } | null;
  status: number;
}

export type InboxError = { kind: 'session' } | { kind: 'range' } | { kind: 'not-found' } | { kind: 'other'; message: string };

/** 401 (an expired, revoked or tampered token: PGRST301–303), 416 (a page past the end), 406 (no such lead). */
export function classify({ error, status }: RestFailure): InboxError | null {
  if (!error) return null;
  if (status === 401 || /^PGRST30\d$/.test(error.code ?? '')) return { kind: 'session' };
  if (status === 416 || error.code === 'PGRST103') return { kind: 'range' };
  if (status === 406 || error.code === 'PGRST116') return { kind: 'not-found' };
  return {
    kind: 'other',
    message: status === 0 || !error.message ? 'The server could not be reached. Check your connection.' : error.message,
  };
}

/** Thrown inside a load so one check covers several parallel calls. */
export class InboxFailure extends Error {
  readonly failure: InboxError;
  constructor(failure: InboxError) {
    super(failure.kind === 'other' ? failure.message : failure.kind);
    this.failure = failure;
  }
}

/** The data of a call, or an InboxFailure. */
export function unwrap<T>(result: RestFailure & { data: T | null }): T {
  const failure = classify(result);
  if (failure) throw new InboxFailure(failure);
  return result.data as T;
}

/** What a failed load or save means for the screen. */
export const failureOf = (error: unknown): InboxError =>
  error instanceof InboxFailure ? error.failure : { kind: 'other', message: String(error) };
