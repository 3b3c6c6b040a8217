import styled, { css } from 'styled-components';

/** A raised surface. `$highlight` draws the brand border used for featured items. */
export const Card = styled.div<{ $highlight?: boolean; $interactive?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: clamp(1.25rem, 3vw, 2rem);
  transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
    box-shadow ${({ theme }) => theme.motion.base};
  ${({ $highlight, theme }) =>
    $highlight &&
    css`
      border: 2px solid ${theme.colors.primary};
      box-shadow: ${theme.shadows.lg};
    `}
  ${({ $interactive, theme }) =>
    $interactive &&
    css`
      &:hover { transform: translateY(-4px); box-shadow: ${theme.shadows.lg}; }
    `}
`;
