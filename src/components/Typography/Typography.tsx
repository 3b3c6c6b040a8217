import type { ComponentPropsWithoutRef } from 'react';
import styled, { css } from 'styled-components';
import type { Theme } from '../../theme';
import { withoutProps } from '../withoutProps';

type FontSize = keyof Theme['fontSizes'];
type HeadingLevel = 1 | 2 | 3 | 4;
export type TextAlign = 'left' | 'center';

const defaultSize: Record<HeadingLevel, FontSize> = { 1: '5xl', 2: '4xl', 3: 'xl', 4: 'lg' };

const StyledHeading = styled.h2<{ $size: FontSize; $align: TextAlign }>`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme, $size }) => theme.fontSizes[$size]};
  font-weight: ${({ theme }) => theme.typeStyles.heading.weight};
  line-height: ${({ theme }) => theme.typeStyles.heading.lineHeight};
  letter-spacing: ${({ theme }) => theme.typeStyles.heading.letterSpacing};
  color: var(--heading-color, ${({ theme }) => theme.colors.heading});
  text-align: ${({ $align }) => $align};
  text-wrap: balance;
`;

export type HeadingProps = ComponentPropsWithoutRef<'h2'> & {
  /** The outline level (h1–h6): what screen readers and search engines see. */
  level: HeadingLevel;
  /** The size on the type scale, independent of the level (each level has a default). */
  size?: FontSize;
  /** Left (the default) or centred. */
  align?: TextAlign;
};

/** A heading whose look (size) is independent of its outline level; weight and tracking come from the brand. */
export function Heading({ level, size, align = 'left', ...rest }: HeadingProps) {
  return <StyledHeading as={`h${level}`} $size={size ?? defaultSize[level]} $align={align} {...rest} />;
}

export type TextTone = 'default' | 'muted' | 'inherit';

export interface TextProps {
  /** The size on the type scale (`md` by default). */
  size?: FontSize;
  /** Body colour, muted (secondary text) or the parent's colour. */
  tone?: TextTone;
  /** Left (the default) or centred. */
  align?: TextAlign;
}

const toneStyles = {
  default: css`
    color: var(--text-color, ${({ theme }) => theme.colors.text});
  `,
  muted: css`
    color: var(--text-muted, ${({ theme }) => theme.colors.textMuted});
  `,
  inherit: css`
    color: inherit;
  `,
};

/** Body copy: `size`, `tone` and `align` are plain props. */
export const Text = styled.p.withConfig(withoutProps('Text', 'size', 'tone', 'align'))<TextProps>`
  font-size: ${({ theme, size = 'md' }) => theme.fontSizes[size]};
  text-align: ${({ align = 'left' }) => align};
  text-wrap: pretty;
  ${({ tone = 'default' }) => toneStyles[tone]}
`;

/** The paragraph under a page or section title: large, muted, at a readable width. */
export const Lead = styled(Text).attrs<TextProps>(({ size = 'lg', tone = 'muted' }) => ({ size, tone }))`
  max-width: ${({ theme }) => theme.measures.lead};
  line-height: 1.65;
`;

/** Small uppercase kicker above a heading; size, tracking, colour and rule come from the brand. */
export const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes[theme.typeStyles.eyebrow.size]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.typeStyles.eyebrow.letterSpacing};
  text-transform: uppercase;
  text-wrap: balance;
  color: var(--eyebrow-color, ${({ theme }) => theme.colors[theme.typeStyles.eyebrow.color]});
  ${({ theme }) =>
    theme.typeStyles.eyebrow.rule &&
    css`
      /* The rule stays beside the first line when the eyebrow wraps. */
      &::before {
        content: '';
        flex: none;
        align-self: flex-start;
        margin-top: calc(0.5lh - 1px);
        width: ${theme.space[7]};
        height: 2px;
        border-radius: 2px;
        background: currentColor;
      }
    `}
`;

/** Copy marks emphasised words with *asterisks*: "Good Coffee, *Slow* Mornings." → Good Coffee, <em>Slow</em> Mornings. */
export function Emphasized({
  text,
}: {
  /** The copy, with the emphasised words between *asterisks*. */
  text: string;
}) {
  return text.split('*').map((part, index) => (index % 2 === 1 ? <em key={index}>{part}</em> : part));
}

/** Text for screen readers only: read out, not shown (a label a sighted reader gets from the layout). */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** One line, cut with an ellipsis at the cell measure (never broken mid-word); give it the full value as `title`. */
export const Truncate = styled.span`
  display: block;
  overflow: hidden;
  max-width: ${({ theme }) => theme.measures.cell};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
