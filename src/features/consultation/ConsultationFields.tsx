import { FIELD_NAMES } from '#contract/consultation/formFields.ts';
import { FIELD_LENGTHS } from '#contract/consultation/fieldLengths.ts';
import type { ConsultationErrors, ConsultationValues } from '#contract/consultation/values.ts';
import { Checkbox, Field, Input, Select, Textarea } from '../../components';
import { serviceOptions } from '../../content';
import { Honeypot, Row } from './ConsultationForm.styles';

export interface ConsultationFieldsProps {
  values: ConsultationValues;
  errors: ConsultationErrors;
  set: <K extends keyof ConsultationValues>(key: K, value: ConsultationValues[K]) => void;
}

/** The consultation form's fields, each with its label, limit and message, and the hidden honeypot. */
export function ConsultationFields({ values, errors, set }: ConsultationFieldsProps) {
  return (
    <>
      <Row>
        <Field label="Full Name" required error={errors.name}>
          {(control) => (
            <Input
              {...control}
              name={FIELD_NAMES.name}
              autoComplete="name"
              maxLength={FIELD_LENGTHS.name}
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
            />
          )}
        </Field>
        <Field label="Email Address" required error={errors.email}>
          {(control) => (
            <Input
              {...control}
              name={FIELD_NAMES.email}
              type="email"
              autoComplete="email"
              maxLength={FIELD_LENGTHS.email}
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
            />
          )}
        </Field>
      </Row>
      <Row>
        <Field label="Phone Number" error={errors.phone}>
          {(control) => (
            <Input
              {...control}
              name={FIELD_NAMES.phone}
              type="tel"
              autoComplete="tel"
              maxLength={FIELD_LENGTHS.phone}
              value={values.phone}
              onChange={(e) => set('phone', e.target.value)}
            />
          )}
        </Field>
        <Field label="Business/Website Name" error={errors.businessName}>
          {(control) => (
            <Input
              {...control}
              name={FIELD_NAMES.businessName}
              autoComplete="organization"
              maxLength={FIELD_LENGTHS.businessName}
              value={values.businessName}
              onChange={(e) => set('businessName', e.target.value)}
            />
          )}
        </Field>
      </Row>
      <Field label="Service Selection" required error={errors.service}>
        {(control) => (
          <Select
            {...control}
            name={FIELD_NAMES.service}
            value={values.service}
            onChange={(e) => set('service', e.target.value as ConsultationValues['service'])}
          >
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
      <Checkbox
        label="Do you want E-Commerce integration?"
        name={FIELD_NAMES.storeIntegration}
        checked={values.storeIntegration}
        onChange={(checked) => set('storeIntegration', checked)}
      />
      <Field
        label="Message / Project Details"
        required
        error={errors.message}
        hint="Tell us about your business, your goals and any sites you like."
      >
        {(control) => (
          <Textarea
            {...control}
            name={FIELD_NAMES.message}
            rows={6}
            maxLength={FIELD_LENGTHS.message}
            value={values.message}
            onChange={(e) => set('message', e.target.value)}
          />
        )}
      </Field>
      <Honeypot aria-hidden="true">
        <label>
          Leave this field empty
          <input
            name={FIELD_NAMES.website}
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => set('website', e.target.value)}
          />
        </label>
      </Honeypot>
    </>
  );
}
