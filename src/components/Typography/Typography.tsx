import type { ComponentPropsWithoutRef } from 'react';
import styled, { css } from 'styled-components';
import type { Theme } from '../../theme';

type FontSize = keyof Theme['fontSizes'];
type HeadingLevel = 1 | 2 | 3 | 4;

const defaultSize: Record<HeadingLevel, FontSize> = { 1: '5xl', 2: '4xl', 3: 'xl', 4: 'lg' };

const StyledHeading = styled.h2<{ $size: FontSize; $align: 'left' | 'center' }>`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme, $size }) => theme.fontSizes[$size]};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.02em;
  color: var(--heading-color, ${({ theme }) => theme.colors.heading});
  text-align: ${({ $align }) => $align};
  text-wrap: balance;
`;

export type HeadingProps = ComponentPropsWithoutRef<'h2'> & {
  level: HeadingLevel;
  size?: FontSize;
  align?: 'left' | 'center';
};

/** A heading whose look (size) is independent of its outline level. */
export function Heading({ level, size, align = 'left', ...rest }: HeadingProps) {
  return <StyledHeading as={`h${level}`} $size={size ?? defaultSize[level]} $align={align} {...rest} />;
}

export type TextTone = 'default' | 'muted' | 'inherit';

/** Body copy. */
export const Text = styled.p<{ $size?: FontSize; $tone?: TextTone; $align?: 'left' | 'center' }>`
  font-size: ${({ theme, $size = 'md' }) => theme.fontSizes[$size]};
  text-align: ${({ $align = 'left' }) => $align};
  text-wrap: pretty;
  ${({ $tone = 'default', theme }) =>
    $tone === 'muted'
      ? css`color: var(--text-muted, ${theme.colors.textMuted});`
      : $tone === 'inherit'
        ? css`color: inherit;`
        : css`color: var(--text-color, ${theme.colors.text});`}
`;

/** Small uppercase kicker above a heading. */
export const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: var(--eyebrow-color, ${({ theme }) => theme.colors.primary});
`;
