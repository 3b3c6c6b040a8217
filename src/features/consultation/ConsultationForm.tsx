import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, Field, Input, Select, Textarea } from '../../components';
import { serviceOptions, type ServiceValue } from '../../content';
import { media, spacing } from '../../theme';
import { toast } from '../toast';
import { SuccessDialog } from './SuccessDialog';
import { ServerFormStateScript, useServerFormState } from './serverState';
import { submitConsultation, type SubmitResult } from './submitConsultation';
import { useConsultationValues } from './useConsultationValues';
import {
  FORM_ACTION,
  LIMITS,
  OUTCOME_MESSAGES,
  emptyConsultation,
  fieldOrder,
  validateConsultation,
  type ConsultationErrors,
  type ConsultationField,
  type ConsultationValues,
} from './validation';

const Form = styled.form`
  display: grid;
  gap: ${spacing(5)};
`;

const Row = styled.div`
  display: grid;
  gap: ${spacing(5)};
  ${media.md} { grid-template-columns: 1fr 1fr; }
`;

const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Alert = styled.div`
  padding: ${spacing(3.5, 4)};
  border: 1.5px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong { display: block; color: ${({ theme }) => theme.colors.danger}; }
`;

/**
 * Busy, never `disabled`: a disabled button drops keyboard focus (Chromium), so after a failed
 * submit the visitor would start again from the top of the page. onSubmit ignores busy presses.
 */
const SubmitButton = styled(Button)`
  &[aria-disabled='true'] { opacity: 0.65; cursor: not-allowed; }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FAILURE_TOAST = OUTCOME_MESSAGES.failed;
export const RATE_LIMIT_TOAST = OUTCOME_MESSAGES['rate-limited'];

export interface ConsultationFormProps {
  /** Values to start with, e.g. the service preselected from ?plan=. */
  initialValues?: Partial<ConsultationValues>;
  /** Applied once the page is interactive, unless the visitor already chose a service (?plan=). */
  preselectService?: ServiceValue;
  /** Replaceable for stories and tests; defaults to the Supabase insert. */
  submit?: (values: ConsultationValues) => Promise<SubmitResult>;
}

/** The consultation request form: validation, submit states, success dialog, failure toast. */
export function ConsultationForm({ initialValues, preselectService, submit = submitConsultation }: ConsultationFormProps) {
  // After a post without JavaScript the server renders this page with what was sent and why.
  const server = useServerFormState();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, hydrated } = useConsultationValues(
    formRef,
    () => server?.values ?? { ...emptyConsultation, ...initialValues },
    preselectService,
  );
  const [errors, setErrors] = useState<ConsultationErrors>(() => (server?.outcome === 'invalid' ? validateConsultation(server.values) : {}));
  const [alert, setAlert] = useState(server && OUTCOME_MESSAGES[server.outcome]);
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);

  const set = <K extends keyof ConsultationValues>(key: K, value: ConsultationValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // Fixing a field clears its message; the rest stay until the next submit.
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const focusField = (field: ConsultationField) => {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  // Back from a post the server found invalid: once interactive, go to the first problem, unless
  // the visitor is already in a field.
  const [firstServerError] = useState(() => fieldOrder.find((field) => errors[field]));
  useEffect(() => {
    if (!firstServerError || document.activeElement !== document.body) return;
    formRef.current?.querySelector<HTMLElement>(`[name="${firstServerError}"]`)?.focus();
  }, [firstServerError]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setAlert(undefined);
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
      {/* Until React takes over (or without JavaScript) the browser posts the form to the server's
          handler (server/form): never a GET, so nothing typed ends up in a URL. */}
      <Form
        ref={formRef}
        method="post"
        action={FORM_ACTION}
        noValidate
        onSubmit={onSubmit}
        aria-label="Consultation request"
        aria-busy={submitting}
        data-hydrated={hydrated || undefined}
      >
        {alert && (
          <Alert role="alert">
            <strong>{alert.title}</strong>
            {alert.description}
          </Alert>
        )}
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
        <SubmitButton type="submit" size="lg" fullWidth aria-disabled={submitting}>
          {submitting ? 'Sending...' : 'Send Request'}
        </SubmitButton>
        <Note>Fields marked * are required. We only use your details to answer your request.</Note>
      </Form>
      {server && <ServerFormStateScript state={server} />}
      <SuccessDialog open={succeeded} onClose={closeDialog} />
    </>
  );
}
