import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FORM_ACTION, OUTCOME_MESSAGES } from '#contract/consultation/formPost.ts';
import { validateConsultation } from '#contract/consultation/validate.ts';
import {
  emptyConsultation,
  fieldOrder,
  type ConsultationErrors,
  type ConsultationField,
  type ConsultationValues,
} from '#contract/consultation/values.ts';
import type { ServiceValue } from '#contract/plans.ts';
import { toast } from '../../lib/toast';
import { Alert, Form, Note, SubmitButton } from './ConsultationForm.styles';
import { ConsultationFields } from './ConsultationFields';
import { SuccessDialog } from './SuccessDialog';
import { ServerFormStateScript, useServerFormState } from './serverState';
import { submitConsultation, type SubmitResult } from './submitConsultation';
import { useConsultationValues } from './useConsultationValues';

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
    () => server?.values ?? { ...emptyConsultation, ...initialValues },
    preselectService,
  );
  const [errors, setErrors] = useState<ConsultationErrors>(() =>
    server?.outcome === 'invalid' ? validateConsultation(server.values) : {},
  );
  const [alert, setAlert] = useState(server && OUTCOME_MESSAGES[server.outcome]);
  const [submitting, setSubmitting] = useState(false);
  // A failed send is said next to the button too (the toast may be gone or out of view).
  const [failure, setFailure] = useState<typeof FAILURE_TOAST>();
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
    setFailure(undefined);
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
    else {
      const message = result.reason === 'rate-limited' ? RATE_LIMIT_TOAST : FAILURE_TOAST;
      setFailure(message);
      toast({ ...message, variant: 'destructive' });
    }
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
        <ConsultationFields values={values} errors={errors} set={set} />
        {failure && (
          <Alert id="consultation-failure">
            <strong>{failure.title}</strong>
            {failure.description}
          </Alert>
        )}
        <SubmitButton
          type="submit"
          size="lg"
          fullWidth
          aria-disabled={submitting}
          aria-describedby={failure ? 'consultation-failure' : undefined}
        >
          {submitting ? 'Sending...' : 'Send Request'}
        </SubmitButton>
        <Note>Fields marked * are required. We only use your details to answer your request.</Note>
      </Form>
      {server && <ServerFormStateScript state={server} />}
      {/* Closed, the dialog hands focus back to the button that sent the request (the form is empty again). */}
      <SuccessDialog
        open={succeeded}
        onClose={closeDialog}
        returnFocusTo={() => formRef.current?.querySelector<HTMLElement>('button[type="submit"]')}
      />
    </>
  );
}
