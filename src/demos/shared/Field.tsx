import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  required: boolean;
}

export interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
  className?: string;
}

const Wrapper = styled.div`
  display: grid;
  gap: 0.375rem;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.heading};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: center;
  gap: 0.375rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
  &::before {
    content: '!';
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    font-size: 0.75rem;
    font-weight: 700;
  }
`;

/**
 * A labelled form control with an optional hint and an inline error. The error is tied to the
 * control with aria-describedby and announced (role="alert") when it appears.
 */
export function Field({ label, error, hint, required = false, children, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper className={className}>
      <FieldLabel htmlFor={id}>
        {label}
        {required ? <RequiredMark aria-hidden="true"> *</RequiredMark> : null}
      </FieldLabel>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, required })}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
}

const controlStyles = css`
  width: 100%;
  min-height: 48px;
  padding: 0.75rem 0.875rem;
  border: 1.5px solid var(--field-border, ${({ theme }) => theme.colors.border});
  border-radius: var(--field-radius, ${({ theme }) => theme.radii.sm});
  background-color: var(--field-bg, ${({ theme }) => theme.colors.surface});
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
  line-height: 1.4;
  transition: border-color ${({ theme }) => theme.motion.fast}, box-shadow ${({ theme }) => theme.motion.fast};
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 1; }
  &:hover { border-color: ${({ theme }) => theme.colors.textMuted}; }
  &:focus-visible, &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySoft}, 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    background-color: ${({ theme }) => theme.colors.dangerSoft};
  }
  &:disabled { opacity: 0.7; cursor: not-allowed; }
`;

export const Input = styled.input`${controlStyles}`;
export const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 140px;
  resize: vertical;
`;
export const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: 2.5rem;
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - 1.25rem) 50%, calc(100% - 0.9rem) 50%;
  background-size: 0.35rem 0.35rem, 0.35rem 0.35rem;
  background-repeat: no-repeat;
`;

/** "Fields marked * are required." above a form. */
export const RequiredNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
