import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, Field, Input, Select, Textarea } from '../../components';
import { serviceOptions } from '../../content';
import { media } from '../../theme';
import { toast } from '../toast';
import { SuccessDialog } from './SuccessDialog';
import { submitConsultation, type SubmitResult } from './submitConsultation';
import {
  LIMITS,
  emptyConsultation,
  fieldOrder,
  validateConsultation,
  type ConsultationErrors,
  type ConsultationField,
  type ConsultationValues,
} from './validation';

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
`;

const Row = styled.div`
  display: grid;
  gap: 1.25rem;
  ${media.md} { grid-template-columns: 1fr 1fr; }
`;

const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FAILURE_TOAST = { title: 'Submission Failed', description: 'Something went wrong. Please try again.' } as const;
export const RATE_LIMIT_TOAST = {
  title: 'Submission Failed',
  description: 'You have sent several requests in a short time. Please wait a minute and try again.',
} as const;

export interface ConsultationFormProps {
  /** Values to start with, e.g. the service preselected from ?plan=. */
  initialValues?: Partial<ConsultationValues>;
  /** Replaceable for stories and tests; defaults to the Supabase insert. */
  submit?: (values: ConsultationValues) => Promise<SubmitResult>;
}

/** The consultation request form: validation, submit states, success dialog, failure toast. */
export function ConsultationForm({ initialValues, submit = submitConsultation }: ConsultationFormProps) {
  const start = { ...emptyConsultation, ...initialValues };
  const [values, setValues] = useState<ConsultationValues>(start);
  const [errors, setErrors] = useState<ConsultationErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof ConsultationValues>(key: K, value: ConsultationValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // Fixing a field clears its message; the rest stay until the next submit.
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const focusField = (field: ConsultationField) => {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateConsultation(values);
    setErrors(found);
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    setSubmitting(true);
    const result = await submit(values);
    setSubmitting(false);
    if (result.ok) setSucceeded(true);
    else toast({ ...(result.reason === 'rate-limited' ? RATE_LIMIT_TOAST : FAILURE_TOAST), variant: 'destructive' });
  };

  const closeDialog = () => {
    setSucceeded(false);
    setValues(emptyConsultation);
    setErrors({});
  };

  return (
    <>
      <Form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Consultation request" aria-busy={submitting}>
        <Row>
          <Field label="Full Name" required error={errors.name}>
            {(control) => (
              <Input {...control} name="name" autoComplete="name" maxLength={LIMITS.name} value={values.name} onChange={(e) => set('name', e.target.value)} />
            )}
          </Field>
          <Field label="Email Address" required error={errors.email}>
            {(control) => (
              <Input {...control} name="email" type="email" autoComplete="email" maxLength={LIMITS.email} value={values.email} onChange={(e) => set('email', e.target.value)} />
            )}
          </Field>
        </Row>
        <Row>
          <Field label="Phone Number" error={errors.phone}>
            {(control) => (
              <Input {...control} name="phone" type="tel" autoComplete="tel" maxLength={LIMITS.phone} value={values.phone} onChange={(e) => set('phone', e.target.value)} />
            )}
          </Field>
          <Field label="Business/Website Name" error={errors.businessName}>
            {(control) => (
              <Input
                {...control}
                name="businessName"
                autoComplete="organization"
                maxLength={LIMITS.businessName}
                value={values.businessName}
                onChange={(e) => set('businessName', e.target.value)}
              />
            )}
          </Field>
        </Row>
        <Field label="Service Selection" required error={errors.service}>
          {(control) => (
            <Select {...control} name="service" value={values.service} onChange={(e) => set('service', e.target.value as ConsultationValues['service'])}>
              <option value="" disabled>
                Select a service
              </option>
              {serviceOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Checkbox label="Do you want E-Commerce integration?" name="storeIntegration" checked={values.storeIntegration} onChange={(checked) => set('storeIntegration', checked)} />
        <Field label="Message / Project Details" required error={errors.message} hint="Tell us about your business, your goals and any sites you like.">
          {(control) => (
            <Textarea {...control} name="message" rows={6} maxLength={LIMITS.message} value={values.message} onChange={(e) => set('message', e.target.value)} />
          )}
        </Field>
        <Honeypot aria-hidden="true">
          <label>
            Leave this field empty
            <input name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={(e) => set('website', e.target.value)} />
          </label>
        </Honeypot>
        <Button type="submit" size="lg" fullWidth disabled={submitting}>
          {submitting ? 'Sending...' : 'Send Request'}
        </Button>
        <Note>Fields marked * are required. We only use your details to answer your request.</Note>
      </Form>
      <SuccessDialog open={succeeded} onClose={closeDialog} />
    </>
  );
}
