import { LoaderCircle, Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button, Icon, RequiredNote } from '../../../components';
import type { DemoFormCopy } from '../../../content/demoSites';
import { useToast } from '../../../lib/toast';
import { media, spacing } from '../../../theme';
import { useDemoForm, type FieldRule } from '../useDemoForm';
import { FormField } from './FormField';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Form = styled.form`
  display: grid;
  gap: ${spacing(5)};
  ${media.md} { grid-template-columns: 1fr 1fr; }
  > * { grid-column: 1 / -1; }
  > .half { ${media.md} { grid-column: auto; } }
`;

const Submit = styled(Button)`
  justify-self: stretch;
  ${media.md} { justify-self: start; }
  &[aria-disabled='true'] { cursor: progress; background: ${({ theme }) => theme.colors.primaryHover}; }
  svg.busy { animation: ${spin} 0.9s linear infinite; }
`;

/** Initial values: empty text, a select's first option. */
function initialValues(copy: DemoFormCopy): Record<string, string> {
  return Object.fromEntries(copy.fields.map((field) => [field.name, field.options?.[0] ?? '']));
}

export interface ContactFormProps {
  /** The form's fields, labels, messages and the confirmation (from the demo's content). */
  copy: DemoFormCopy;
}

/**
 * A demo's contact form: fields and messages come from its copy. A valid submit shows the toast;
 * with `delayMs` it first "sends" (the button is busy), then clears the form. Nothing leaves the page.
 */
export function ContactForm({ copy }: ContactFormProps) {
  const { toast } = useToast();
  const initial = useMemo(() => initialValues(copy), [copy]);
  const rules = useMemo(() => Object.fromEntries(copy.fields.map((f) => [f.name, { required: f.required, email: f.email } satisfies FieldRule])), [copy]);
  const { values, errors, onChange, handleSubmit, reset, formRef } = useDemoForm(initial, rules);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onValid = () => {
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
    <Form ref={formRef} noValidate aria-label={copy.label} onSubmit={(event) => handleSubmit(event, onValid)}>
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
