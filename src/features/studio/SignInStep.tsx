import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, Input } from '../../components';
import { studioCopy } from '../../content/studioCopy';
import { useAuth } from '../../lib/auth';
import { Notice } from './Notice';
import { StepCard } from './StepCard';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const copy = studioCopy.signIn;

export interface SignInStepProps {
  /** The previous session ended somewhere else (another tab, a global sign-out). */
  signedOutElsewhere?: boolean;
}

/** E-mail and password. A failure is said above the button (and in the 'Sign In Failed' toast); the e-mail is kept. */
export function SignInStep({ signedOutElsewhere = false }: SignInStepProps) {
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  // Why the last attempt failed, shown in the form itself (the toast alone sat in a far corner).
  const [failure, setFailure] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const focus = (name: string) => formRef.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = { email: email.trim() ? undefined : copy.emailMissing, password: password ? undefined : copy.passwordMissing };
    setErrors(found);
    if (found.email || found.password) return focus(found.email ? 'email' : 'password');
    setSubmitting(true);
    setFailure(undefined);
    const result = await signIn(email.trim(), password);
    // On success the gate moves on and this step unmounts.
    if (!result.ok) {
      setSubmitting(false);
      setFailure(result.error.message);
      focus('password');
    }
  };

  return (
    <StepCard eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} busy={submitting}>
      {signedOutElsewhere && <Notice tone="info">{copy.signedOutElsewhere}</Notice>}
      <Form ref={formRef} noValidate onSubmit={onSubmit} aria-label={copy.title}>
        <Field label={copy.email} required error={errors.email}>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="username"
              spellCheck={false}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setErrors((current) => ({ ...current, email: undefined }));
              }}
            />
          )}
        </Field>
        <Field label={copy.password} required error={errors.password}>
          {(control) => (
            <Input
              {...control}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setErrors((current) => ({ ...current, password: undefined }));
              }}
            />
          )}
        </Field>
        {failure && <Notice tone="danger">{failure}</Notice>}
        <Button type="submit" size="lg" fullWidth disabled={submitting}>
          {submitting ? copy.submitting : copy.submit}
        </Button>
      </Form>
    </StepCard>
  );
}
