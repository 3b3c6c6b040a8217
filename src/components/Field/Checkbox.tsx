import type { ReactNode } from 'react';
import styled from 'styled-components';

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
