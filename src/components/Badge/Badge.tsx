import styled, { css } from 'styled-components';
import { withoutProps } from '../withoutProps';

export type BadgeTone = 'brand' | 'accent' | 'highlight' | 'neutral';

const tones = {
  brand: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accent};
  `,
  highlight: css`
    background: ${({ theme }) => theme.colors.highlightSoft};
    color: ${({ theme }) => theme.colors.highlightText};
  `,
  neutral: css`
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    border: 1px solid ${({ theme }) => theme.colors.border};
  `,
};

export interface BadgeProps {
  tone?: BadgeTone;
}

/** A short uppercase label: "POPULAR", a tag, a category. */
export const Badge = styled.span.withConfig(withoutProps('Badge', 'tone'))<BadgeProps>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  line-height: 1.4;
  ${({ tone = 'brand' }) => tones[tone]}
`;
