import styled, { css } from 'styled-components';
import { withoutProps } from '../withoutProps';

export interface CardProps {
  /** The brand border and deeper shadow of a featured item. */
  highlight?: boolean;
  /** Lifts on hover: the whole card is a link or an action. */
  interactive?: boolean;
}

/** A raised surface. */
export const Card = styled.div.withConfig(withoutProps('Card', 'highlight', 'interactive'))<CardProps>`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: clamp(${({ theme }) => theme.space[5]}, 3vw, ${({ theme }) => theme.space[8]});
  transition:
    transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
    box-shadow ${({ theme }) => theme.motion.base};
  ${({ highlight, theme }) =>
    highlight &&
    css`
      border: 2px solid ${theme.colors.primary};
      box-shadow: ${theme.shadows.lg};
    `}
  ${({ interactive, theme }) =>
    interactive &&
    css`
      &:hover {
        transform: translateY(-4px);
        box-shadow: ${theme.shadows.lg};
      }
    `}
`;
