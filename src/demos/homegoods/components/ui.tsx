import styled from 'styled-components';
import { Heading } from '../../../components';

/** Light, airy serif headings with generous tracking: a boutique, editorial voice. */
export const Title = styled(Heading)`
  font-weight: 400;
  letter-spacing: -0.01em;
  line-height: 1.1;
`;

export const Overline = styled.p`
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.24em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 36rem;
`;

export const Band = styled.section<{ $tone?: 'linen' | 'oat' | 'white' }>`
  padding-block: clamp(3rem, 8vw, 6rem);
  background: ${({ theme, $tone = 'linen' }) => ({ linen: theme.colors.background, oat: theme.colors.surfaceAlt, white: '#ffffff' })[$tone]};
`;

/** Centred page opening used by the shop, sale and not-found pages. */
export const PageIntro = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: center;
  padding-block: clamp(2.5rem, 7vw, 4.5rem) clamp(1.5rem, 4vw, 2.5rem);
  text-align: center;
`;

/** Centred opening of the "not found" pages. */
export const ErrorIntro = styled.div`
  display: grid;
  gap: 1.25rem;
  justify-items: center;
  padding-block: clamp(3rem, 10vw, 7rem);
  text-align: center;
`;

export const PageTitle = styled(Title)`
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
`;
