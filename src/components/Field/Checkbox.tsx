import type { ReactNode } from 'react';
import styled from 'styled-components';
import { checkMark } from './glyphs';

const CheckboxLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 44px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.heading};
  cursor: pointer;
  input {
    appearance: none;
    flex: none;
    display: grid;
    place-items: center;
    width: ${({ theme }) => theme.space[5]};
    height: ${({ theme }) => theme.space[5]};
    margin: 0;
    /* The box's edge is a control boundary: the controlBorder role keeps it ≥ 3:1 on every surface. */
    border: 1.5px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: min(${({ theme }) => theme.radii.control}, ${({ theme }) => theme.radii.sm});
    background: ${({ theme }) => theme.colors.surface} no-repeat center / 80%;
    cursor: pointer;
    transition:
      background-color ${({ theme }) => theme.motion.fast},
      border-color ${({ theme }) => theme.motion.fast};
  }
  input:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  input:checked {
    border-color: ${({ theme }) => theme.colors.primary};
    background-color: ${({ theme }) => theme.colors.primary};
    background-image: ${({ theme }) => checkMark(theme.colors.onPrimary)};
  }
  input:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

export interface CheckboxProps {
  /** What ticking the box means, shown beside it and read as its name. */
  label: ReactNode;
  /** Whether the box is ticked. */
  checked: boolean;
  /** Called with the new state when the visitor ticks or clears the box. */
  onChange: (checked: boolean) => void;
  /** The form field name the value is sent under. */
  name?: string;
  /** Shown but not changeable (while the form sends). */
  disabled?: boolean;
}

/** A checkbox in the brand's colours and corners, with the same focus ring as every control. */
export function Checkbox({ label, checked, onChange, name, disabled }: CheckboxProps) {
  return (
    <CheckboxLabel>
      <input type="checkbox" name={name} checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </CheckboxLabel>
  );
}
