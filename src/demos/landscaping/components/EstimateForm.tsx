import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { Icon } from '../../../components';
import { useToast } from '../../../features/toast';
import { media } from '../../../theme';
import { Field, Input, RequiredNote, Select, Textarea } from '../../shared/Field';
import { useDemoForm, type FieldRule } from '../../shared/useDemoForm';
import { landscapingPalette } from '../brand';
import { ESTIMATE_SUBMIT_DELAY_MS, ESTIMATE_TOAST, estimateServiceOptions, GENERAL_INQUIRY } from '../data';

type EstimateField = 'name' | 'email' | 'service' | 'message';

const initialValues: Record<EstimateField, string> = { name: '', email: '', service: GENERAL_INQUIRY, message: '' };
const rules: Partial<Record<EstimateField, FieldRule>> = {
  name: { required: 'Please enter your name.' },
  email: { required: 'Please enter your email address.', email: 'Please enter a valid email address, like name@example.com.' },
  message: { required: 'Please tell us a little about your project.' },
};

const spin = keyframes`to { transform: rotate(360deg); }`;

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
  --field-bg: #ffffff;
`;

const Row = styled.div`
  display: grid;
  gap: 1.25rem;
  ${media.md} { grid-template-columns: 1fr 1fr; }
`;

const Submit = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  justify-self: stretch;
  min-height: 52px;
  padding: 0.75rem 1.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: #ffffff;
  font-size: 1.0625rem;
  font-weight: 700;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  ${media.md} { justify-self: start; }
  &:hover:not([aria-disabled='true']) { background: ${({ theme }) => theme.colors.primaryHover}; }
  &:focus-visible { outline: 3px solid ${landscapingPalette.sun}; outline-offset: 2px; }
  &[aria-disabled='true'] { cursor: progress; background: ${landscapingPalette.forestDeep}; }
  svg { animation: ${spin} 0.9s linear infinite; }
`;

/**
 * Free-estimate request: name, email, a service and a message. A valid submit "sends" for
 * one second (the button shows it is busy), then shows a toast and clears the form.
 */
export function EstimateForm() {
  const { toast } = useToast();
  const { values, errors, onChange, handleSubmit, reset, formRef } = useDemoForm(initialValues, rules);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onValid = () => {
    if (busy) return;
    setBusy(true);
    timer.current = setTimeout(() => {
      setBusy(false);
      reset();
      toast({ title: ESTIMATE_TOAST.title, description: ESTIMATE_TOAST.description, variant: 'success' });
    }, ESTIMATE_SUBMIT_DELAY_MS);
  };

  return (
    <Form ref={formRef} noValidate aria-label="Free estimate request" onSubmit={(event) => handleSubmit(event, onValid)}>
      <RequiredNote>Fields marked * are required.</RequiredNote>
      <Row>
        <Field label="Name" required error={errors.name}>
          {(control) => <Input {...control} name="name" autoComplete="name" value={values.name} onChange={onChange} />}
        </Field>
        <Field label="Email" required error={errors.email}>
          {(control) => (
            <Input {...control} name="email" type="email" autoComplete="email" value={values.email} onChange={onChange} />
          )}
        </Field>
      </Row>
      <Field label="Service">
        {(control) => (
          <Select {...control} name="service" value={values.service} onChange={onChange}>
            {estimateServiceOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Message" required error={errors.message} hint="Tell us about your yard and what you have in mind.">
        {(control) => <Textarea {...control} name="message" rows={5} value={values.message} onChange={onChange} />}
      </Field>
      <Submit type="submit" aria-disabled={busy}>
        {busy ? (
          <>
            <Icon icon={LoaderCircle} size={20} /> Sending...
          </>
        ) : (
          'Request Free Estimate'
        )}
      </Submit>
      <p className="visually-hidden" role="status">
        {busy ? 'Sending your request…' : ''}
      </p>
    </Form>
  );
}
