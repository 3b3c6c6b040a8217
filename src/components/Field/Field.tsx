import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const controlStyles = css`
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3.5]}`};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition: border-color ${({ theme }) => theme.motion.fast}, box-shadow ${({ theme }) => theme.motion.fast};
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 0.85; }
  &:hover { border-color: ${({ theme }) => theme.colors.textMuted}; }
  &:focus-visible, &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySoft};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    &:focus { box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.dangerSoft}; }
  }
  &:disabled { opacity: 0.7; cursor: not-allowed; }
`;

export const Input = styled.input`${controlStyles}`;
export const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 140px;
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
export const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[10]};
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - 20px) 50%, calc(100% - 15px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
`;

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
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: (control: ControlProps) => ReactNode;
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

const CheckboxLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 44px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.heading};
  cursor: pointer;
  input {
    width: ${({ theme }) => theme.space[5]};
    height: ${({ theme }) => theme.space[5]};
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
}

export function Checkbox({ label, checked, onChange, name, disabled }: CheckboxProps) {
  return (
    <CheckboxLabel>
      <input type="checkbox" name={name} checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </CheckboxLabel>
  );
}
