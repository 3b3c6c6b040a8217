import { useId } from 'react';
import styled from 'styled-components';
import { media, spacing } from '../../../theme';

const Box = styled.div`
  grid-area: newsletter;
  display: grid;
  gap: ${spacing(1)};
  width: 100%;
  max-width: 340px;
  ${media.lg} {
    justify-self: end;
  }
  label {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.2em;
    text-transform: uppercase;
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: ${spacing(2)} 0;
    border: 0;
    border-bottom: 1.5px solid ${({ theme }) => theme.colors.heading};
    border-radius: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  input::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface NewsletterProps {
  label: string;
  placeholder: string;
  note: string;
}

/** A labelled e-mail field with no behaviour in the demo (not a form, so Enter does nothing). */
export function Newsletter({ label, placeholder, note }: NewsletterProps) {
  const id = useId();
  return (
    <Box>
      <label htmlFor={`${id}-email`}>{label}</label>
      <input
        id={`${id}-email`}
        type="email"
        name="newsletter-email"
        autoComplete="email"
        placeholder={placeholder}
        aria-describedby={`${id}-note`}
      />
      <p id={`${id}-note`}>{note}</p>
    </Box>
  );
}
