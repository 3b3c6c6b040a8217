import type { ComponentPropsWithoutRef } from 'react';
import styled, { css } from 'styled-components';
import { focusSurface, media } from '../../theme';

export type SectionTone = 'default' | 'surface' | 'alt' | 'inverse' | 'accent' | 'brand';

/** Dark bands set the custom properties that Heading, Text and Eyebrow read. */
const onDark = css`
  --heading-color: ${({ theme }) => theme.colors.onInverse};
  --text-color: ${({ theme }) => theme.colors.onInverse};
  --text-muted: ${({ theme }) => theme.colors.onInverseMuted};
  --eyebrow-color: ${({ theme }) => theme.colors.onInverseAccent};
`;

const tones = {
  default: css`
    background: ${({ theme }) => theme.colors.background};
  `,
  surface: css`
    background: ${({ theme }) => theme.colors.surface};
  `,
  alt: css`
    background: ${({ theme }) => theme.colors.surfaceAlt};
  `,
  inverse: css`
    background: ${({ theme }) => theme.colors.inverse};
    color: ${({ theme }) => theme.colors.onInverseMuted};
    ${onDark}
    ${focusSurface('inverse')}
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    ${onDark}
    ${focusSurface('accent')}
    --text-muted: ${({ theme }) => theme.colors.onAccent};
  `,
  brand: css`
    background: linear-gradient(
        135deg,
        ${({ theme }) => theme.colors.primaryHover},
        ${({ theme }) => theme.colors.primary} 60%,
        ${({ theme }) => theme.colors.accent}
      )
      ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    ${focusSurface('primary')}
    --heading-color: ${({ theme }) => theme.colors.onPrimary};
    --text-color: ${({ theme }) => theme.colors.onPrimary};
    --text-muted: color-mix(in srgb, ${({ theme }) => theme.colors.onPrimary} 90%, transparent);
    --eyebrow-color: ${({ theme }) => theme.colors.onPrimary};
  `,
};

const StyledSection = styled.section<{ $tone: SectionTone; $compact: boolean }>`
  position: relative;
  padding-block: ${({ $compact, theme }) => ($compact ? theme.fluidSpace.sectionCompact : theme.fluidSpace.section)};
  ${({ $tone }) => tones[$tone]}
  ${media.md} {
    scroll-margin-top: ${({ theme }) => theme.layout.navHeight};
  }
`;

export type SectionProps = ComponentPropsWithoutRef<'section'> & {
  /** The band's background: the page colour, the alternate band or the dark band. */
  tone?: SectionTone;
  /** Less space above and below (a band that follows a related one). */
  compact?: boolean;
};

/** A full-width band of the page. Give it aria-labelledby pointing at its heading. */
export function Section({ tone = 'default', compact = false, ...rest }: SectionProps) {
  return <StyledSection $tone={tone} $compact={compact} {...rest} />;
}
