import styled from 'styled-components';
import { Button } from '../../components';
import { media, spacing } from '../../theme';

export const Form = styled.form`
  display: grid;
  gap: ${spacing(5)};
`;

export const Row = styled.div`
  display: grid;
  gap: ${spacing(5)};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export const Alert = styled.div`
  padding: ${spacing(3.5, 4)};
  border: 1.5px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/**
 * Busy, never `disabled`: a disabled button drops keyboard focus (Chromium), so after a failed
 * submit the visitor would start again from the top of the page. onSubmit ignores busy presses.
 */
export const SubmitButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

export const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
