import { Send } from 'lucide-react';
import styled from 'styled-components';
import { Button, Icon } from '../../../components';
import { useToast } from '../../../features/toast';
import { Field, Input, RequiredNote, Textarea } from '../../shared/Field';
import { useDemoForm, type FieldRule } from '../../shared/useDemoForm';
import { COFFEE_TOAST_TITLE } from '../data';

type ContactField = 'name' | 'email' | 'message';

const initialValues = { name: '', email: '', message: '' };
const rules: Record<ContactField, FieldRule> = {
  name: { required: 'Please tell us your name.' },
  email: { required: 'Please enter your email address.', email: 'Please enter a valid email address, like name@example.com.' },
  message: { required: 'Please write a message.' },
};

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
  --field-bg: #ffffff;
  --field-radius: 14px;
`;

const Submit = styled(Button)`
  justify-self: start;
  padding-inline: 1.75rem;
`;

/** Name, email and message; a valid submit shows the "Message Sent!" toast and nothing else. */
export function ContactForm() {
  const { toast } = useToast();
  const { values, errors, onChange, handleSubmit, formRef } = useDemoForm(initialValues, rules);

  return (
    <Form ref={formRef} noValidate aria-label="Send us a message" onSubmit={(event) => handleSubmit(event, () => void toast({ title: COFFEE_TOAST_TITLE }))}>
      <RequiredNote>Fields marked * are required.</RequiredNote>
      <Field label="Name" required error={errors.name}>
        {(control) => <Input {...control} name="name" autoComplete="name" value={values.name} onChange={onChange} />}
      </Field>
      <Field label="Email" required error={errors.email}>
        {(control) => <Input {...control} name="email" type="email" autoComplete="email" value={values.email} onChange={onChange} />}
      </Field>
      <Field label="Message" required error={errors.message}>
        {(control) => <Textarea {...control} name="message" rows={5} value={values.message} onChange={onChange} />}
      </Field>
      <Submit type="submit" size="lg">
        Send message <Icon icon={Send} size={18} />
      </Submit>
    </Form>
  );
}
