import styled from 'styled-components';
import { Heading } from '../../../components';
import { media } from '../../../theme';

/** Fraunces headings: softer weight and tighter tracking than the studio's Inter headings. */
export const Title = styled(Heading)`
  font-weight: 650;
  letter-spacing: -0.015em;
  line-height: 1.08;
  em {
    font-style: italic;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The h1 of an inner page. */
export const PageTitle = styled(Title)`
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
`;

/** Small caps-style label above headings. */
export const Kicker = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
  &::before {
    content: '';
    width: 1.75rem;
    height: 2px;
    background: currentColor;
    border-radius: 2px;
  }
`;

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.65;
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 38rem;
  text-wrap: pretty;
`;

export type BandTone = 'cream' | 'latte' | 'espresso' | 'sage';

/** A full-width band; `tone` picks one of the café's backgrounds. */
export const Band = styled.section<{ $tone?: BandTone }>`
  padding-block: clamp(3rem, 8vw, 5.5rem);
  background: ${({ theme, $tone = 'cream' }) =>
    ({ cream: theme.colors.background, latte: theme.colors.surfaceAlt, espresso: theme.colors.inverse, sage: theme.colors.accent })[$tone]};
  color: ${({ theme, $tone = 'cream' }) =>
    ({ cream: theme.colors.text, latte: theme.colors.text, espresso: theme.colors.onInverseMuted, sage: '#e8efe4' })[$tone]};
`;

/** Opening of an inner page: kicker, h1 and lead over a soft wave. */
export const PageIntro = styled.div`
  position: relative;
  padding-block: clamp(2.5rem, 7vw, 4.5rem) clamp(2rem, 5vw, 3rem);
  text-align: center;
  display: grid;
  justify-items: center;
  gap: 1rem;
  ${media.md} { gap: 1.25rem; }
`;

/** A hand-drawn squiggle under headings. */
export function Squiggle() {
  return (
    <svg width="120" height="14" viewBox="0 0 120 14" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <path d="M2 8c10-8 18 6 28 0s18-8 28 0 18 6 28 0 18-8 30-2" fill="none" stroke="#dc9a4f" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}
