import { LoaderCircle, Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button, Icon, RequiredNote } from '../../../components';
import type { DemoFormCopy } from '../content/types';
import { useToast } from '../../../lib/toast';
import { media, spacing } from '../../../theme';
import { formRules, initialFormValues, type PostedDemoForm } from '../demoFormPost';
import { useDemoForm } from '../useDemoForm';
import { FormField } from './FormField';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Form = styled.form`
  display: grid;
  gap: ${spacing(5)};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  > * {
    grid-column: 1 / -1;
  }
  > .half {
    ${media.md} {
      grid-column: auto;
    }
  }
`;

const Submit = styled(Button)`
  justify-self: stretch;
  ${media.md} {
    justify-self: start;
  }
  &[aria-disabled='true'] {
    cursor: progress;
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  svg.busy {
    animation: ${spin} 0.9s linear infinite;
  }
`;

/** The confirmation a post without JavaScript is answered with (the toast's words, on the page). */
const Sent = styled.div`
  padding: ${spacing(4, 5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.heading};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export interface ContactFormProps {
  /** The form's fields, labels, messages and the confirmation (from the demo's content). */
  copy: DemoFormCopy;
  /** The page the form posts to without JavaScript (server/form/demoContact.ts answers with the page again). */
  action: string;
  /** What a post without JavaScript left: its values and errors, or that it was "sent". */
  posted?: PostedDemoForm;
}

/**
 * A demo's contact form: fields and messages come from its copy. A valid submit shows the toast;
 * with `delayMs` it first "sends" (the button is busy), then clears the form. Nothing leaves the page.
 * Without JavaScript it posts to its page, which answers with the errors or the confirmation;
 * nothing is stored or sent.
 */
export function ContactForm({ copy, action, posted }: ContactFormProps) {
  const { toast } = useToast();
  const initial = useMemo(() => initialFormValues(copy), [copy]);
  const rules = useMemo(() => formRules(copy), [copy]);
  const { values, errors, onChange, handleSubmit, reset, formRef } = useDemoForm(posted?.values ?? initial, rules, posted?.errors, initial);
  const [showSent, setShowSent] = useState(posted?.sent ?? false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onValid = () => {
    setShowSent(false);
    if (copy.delayMs === undefined) return void toast({ ...copy.toast });
    if (busy) return;
    setBusy(true);
    timer.current = setTimeout(() => {
      setBusy(false);
      reset();
      toast({ ...copy.toast, variant: 'success' });
    }, copy.delayMs);
  };

  return (
    <Form ref={formRef} method="post" action={action} noValidate aria-label={copy.label} onSubmit={(event) => handleSubmit(event, onValid)}>
      {showSent && (
        <Sent role="status">
          <strong>{copy.toast.title}</strong>
          {copy.toast.description}
        </Sent>
      )}
      <RequiredNote>{copy.requiredNote}</RequiredNote>
      {copy.fields.map((field) => (
        <FormField key={field.name} field={field} value={values[field.name] ?? ''} error={errors[field.name]} onChange={onChange} />
      ))}
      <Submit type="submit" size="lg" aria-disabled={busy}>
        {busy ? (
          <>
            <Icon icon={LoaderCircle} size={20} className="busy" /> {copy.busy}
          </>
        ) : (
          <>
            {copy.submit} {copy.delayMs === undefined && <Icon icon={Send} size={18} />}
          </>
        )}
      </Submit>
      {copy.busyStatus && (
        <p className="visually-hidden" role="status">
          {busy ? copy.busyStatus : ''}
        </p>
      )}
    </Form>
  );
}
