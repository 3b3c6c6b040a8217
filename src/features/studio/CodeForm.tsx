import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, Input } from '../../components';
import { studioCopy } from '../../content/studioCopy';
import type { AuthFailure } from '../../lib/auth';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const CodeInput = styled(Input)`
  max-width: ${({ theme }) => theme.measures.narrow};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  letter-spacing: 0.3em;
`;

const copy = studioCopy.code;
const SIX_DIGITS = /^\d{6}$/;

/** What a screen tells the user about a failed verification. */
export function codeErrorMessage(error: AuthFailure): string {
  if (error.code === 'mfa_verification_failed') return copy.wrong;
  if (error.status === 429 || error.code === 'over_request_rate_limit') return copy.rateLimited;
  if (error.code === 'mfa_factor_not_found') return copy.factorGone;
  return error.message;
}

export interface CodeFormProps {
  label?: string;
  submitLabel: string;
  /** Verifies the code; resolves to the failure, or null when the code was accepted. */
  onVerify: (code: string) => Promise<AuthFailure | null>;
}

/** The 6-digit TOTP code: numeric keyboard, one-time-code autofill, an inline error and a retry. */
export function CodeForm({ label = copy.label, submitLabel, onVerify }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const digits = code.replace(/\s/g, '');
    if (!SIX_DIGITS.test(digits)) {
      setError(copy.invalidFormat);
      inputRef.current?.focus();
      return;
    }
    setSubmitting(true);
    const failure = await onVerify(digits);
    // On success the gate moves on and this form unmounts.
    if (failure) {
      setSubmitting(false);
      setError(codeErrorMessage(failure));
      setCode('');
      inputRef.current?.focus();
    }
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <Field label={label} required hint={copy.hint} error={error}>
        {(control) => (
          <CodeInput
            {...control}
            ref={inputRef}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={7}
            spellCheck={false}
            value={code}
            onChange={(e) => {
              setCode(e.target.value.replace(/[^\d\s]/g, ''));
              setError(undefined);
            }}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? copy.submitting : submitLabel}
      </Button>
    </Form>
  );
}
