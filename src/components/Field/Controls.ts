import styled, { css } from 'styled-components';
import { focusRing } from '../../theme';
import { chevronDown } from './glyphs';

/** The text-input look shared by Input, Textarea and Select; aria-invalid turns it red. */
const controlStyles = css`
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3.5]}`};
  border: 1.5px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.85;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  /* The same ring as every other control (a field is focused by keyboard and pointer alike). */
  &:focus-visible {
    ${focusRing}
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  ${controlStyles}
`;
export const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 140px;
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
/**
 * A select in the brand's field look with its own chevron. A disabled empty first option is a
 * placeholder ("Select a service"): while it is the value the select reads muted, like a placeholder.
 */
export const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[10]};
  background-image: ${({ theme }) => chevronDown(theme.colors.heading)};
  &:has(> option[value='']:disabled:checked) {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  option {
    color: ${({ theme }) => theme.colors.heading};
  }
  background-position: right ${({ theme }) => theme.space[3.5]} center;
  background-size: ${({ theme }) => theme.space[4]};
  background-repeat: no-repeat;
`;
