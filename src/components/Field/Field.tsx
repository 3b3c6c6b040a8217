import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  align-content: start;
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: ${({ theme }) => theme.space[1]};
`;

const Optional = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  margin-left: ${({ theme }) => theme.space[1.5]};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
  &::before {
    content: '!';
    display: inline-grid;
    place-items: center;
    flex: none;
    width: ${({ theme }) => theme.space[4.5]};
    height: ${({ theme }) => theme.space[4.5]};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** "Fields marked * are required." above a form. */
export const RequiredNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props a field hands to its control, wiring label, hint and error for assistive tech. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface FieldProps {
  /** The field's visible label (also its accessible name). */
  label: ReactNode;
  /** Marks the field required: an asterisk after the label and `aria-required` on the control. */
  required?: boolean;
  /** A short help text under the label, read as part of the control's description. */
  hint?: ReactNode;
  /** The message shown under the field when its value is wrong; turns the control red and sets `aria-invalid`. */
  error?: string;
  children: (control: ControlProps) => ReactNode;
  /** Extra class for placing the field in a form grid (a half-width field). */
  className?: string;
}

/** Label, control, hint and error message, tied together with ids. */
export function Field({ label, required = false, hint, error, children, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper className={className}>
      <Label htmlFor={id}>
        {label}
        {required ? <Required aria-hidden="true">*</Required> : <Optional>(optional)</Optional>}
      </Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}
