import styled, { css } from 'styled-components';

export type BadgeTone = 'brand' | 'accent' | 'highlight' | 'neutral';

const tones = {
  brand: css`background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.onPrimary};`,
  accent: css`background: ${({ theme }) => theme.colors.accentSoft}; color: ${({ theme }) => theme.colors.accent};`,
  highlight: css`background: ${({ theme }) => theme.colors.highlightSoft}; color: #92400e;`,
  neutral: css`background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.textMuted}; border: 1px solid ${({ theme }) => theme.colors.border};`,
};

/** A short uppercase label: "POPULAR", a tag, a category. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  line-height: 1.4;
  ${({ $tone = 'brand' }) => tones[$tone]}
`;
