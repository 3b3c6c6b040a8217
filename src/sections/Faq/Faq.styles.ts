import styled, { keyframes } from 'styled-components';
import { focusRing, media, spacing } from '../../theme';

export const Layout = styled.div`
  display: grid;
  gap: ${spacing(10)};
  ${media.lg} {
    grid-template-columns: minmax(0, 0.8fr) minmax(0, 1.2fr);
    gap: ${spacing(16)};
    align-items: start;
  }
`;

export const Aside = styled.div`
  ${media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.navHeight} + ${spacing(8)});
  }
`;

export const Contact = styled.div`
  display: flex;
  gap: ${spacing(4)};
  align-items: flex-start;
  padding: ${spacing(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.heading};
  }
  a {
    display: inline-block;
    margin-top: ${spacing(2)};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 3px;
    word-break: break-word;
  }
`;

export const List = styled.div`
  display: grid;
  gap: ${spacing(3)};
`;

const reveal = keyframes`
  from { transform: translateY(-6px); }
  to { transform: none; }
`;

/** Native disclosure: works before hydration and without JavaScript; [open] drives the styling. */
export const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  transition:
    border-color ${({ theme }) => theme.motion.base},
    box-shadow ${({ theme }) => theme.motion.base};
  &[open] {
    border-color: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 35%, ${({ theme }) => theme.colors.border});
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &[open] > div {
    animation: ${reveal} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  }
`;

export const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing(4)};
  padding: ${spacing(5, 6)};
  border-radius: inherit;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.heading};
  cursor: pointer;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const Chevron = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${spacing(8)};
  height: ${spacing(8)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  transition:
    transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
    background ${({ theme }) => theme.motion.base};
  [open] > summary > & {
    transform: rotate(180deg);
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export const Answer = styled.div`
  padding: ${spacing(0, 6, 6)};
`;
