import type { ChangeEvent } from 'react';
import { Field, Input, Select, Textarea } from '../../../components';
import type { DemoFormField } from '../content/types';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface FormFieldProps {
  field: DemoFormField;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<Control>) => void;
}

/** One field of a demo form, drawn from its description: text, e-mail, select or textarea. */
export function FormField({ field, value, error, onChange }: FormFieldProps) {
  const common = { name: field.name, value, onChange };
  return (
    <Field
      label={field.label}
      required={Boolean(field.required)}
      hint={field.hint}
      error={error}
      className={field.half ? 'half' : undefined}
    >
      {(control) =>
        field.options ? (
          <Select {...control} {...common}>
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        ) : field.multiline ? (
          <Textarea {...control} {...common} rows={5} />
        ) : (
          <Input {...control} {...common} type={field.type ?? 'text'} autoComplete={field.autoComplete} />
        )
      }
    </Field>
  );
}
