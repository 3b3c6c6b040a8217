import type { ComponentPropsWithoutRef } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../../theme';

export type SectionTone = 'default' | 'alt' | 'inverse' | 'brand';

const tones = {
  default: css`background: ${({ theme }) => theme.colors.background};`,
  alt: css`background: ${({ theme }) => theme.colors.surfaceAlt};`,
  inverse: css`
    background: ${({ theme }) => theme.colors.inverse};
    color: ${({ theme }) => theme.colors.onInverseMuted};
    --heading-color: ${({ theme }) => theme.colors.onInverse};
    --text-color: ${({ theme }) => theme.colors.onInverse};
    --text-muted: ${({ theme }) => theme.colors.onInverseMuted};
    --eyebrow-color: ${({ theme }) => theme.colors.accentSoft};
  `,
  brand: css`
    background: linear-gradient(135deg, ${({ theme }) => theme.colors.primaryHover}, ${({ theme }) => theme.colors.primary} 60%, ${({ theme }) => theme.colors.accent});
    color: ${({ theme }) => theme.colors.onPrimary};
    --heading-color: ${({ theme }) => theme.colors.onPrimary};
    --text-color: ${({ theme }) => theme.colors.onPrimary};
    --text-muted: rgb(255 255 255 / 0.9);
    --eyebrow-color: ${({ theme }) => theme.colors.onPrimary};
  `,
};

const StyledSection = styled.section<{ $tone: SectionTone; $compact: boolean }>`
  position: relative;
  padding-block: ${({ $compact }) => ($compact ? 'clamp(2.5rem, 6vw, 3.5rem)' : 'clamp(3.5rem, 9vw, 6rem)')};
  ${({ $tone }) => tones[$tone]}
  ${media.md} { scroll-margin-top: ${({ theme }) => theme.layout.navHeight}; }
`;

export type SectionProps = ComponentPropsWithoutRef<'section'> & { tone?: SectionTone; compact?: boolean };

/** A full-width band of the page. Give it aria-labelledby pointing at its heading. */
export function Section({ tone = 'default', compact = false, ...rest }: SectionProps) {
  return <StyledSection $tone={tone} $compact={compact} {...rest} />;
}
