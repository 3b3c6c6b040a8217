import styled from 'styled-components';
import { focusRing } from '../../../theme';
import { fullTime, relativeTime } from './format';

const Time = styled.time`
  position: relative;
  white-space: nowrap;
  text-decoration: underline dotted;
  text-underline-offset: 3px;
  cursor: help;
  &:focus-visible {
    ${focusRing}
  }
  /* Keyboard users see the exact time too: the title as a tooltip while focused. */
  &:focus-visible::after {
    content: attr(title);
    position: absolute;
    z-index: ${({ theme }) => theme.zIndices.raised};
    inset-block-end: calc(100% + ${({ theme }) => theme.space[1.5]});
    /* Above the time, growing towards the row's start: the table frame never cuts it off. */
    inset-inline-end: 0;
    white-space: nowrap;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.inverse};
    color: ${({ theme }) => theme.colors.onInverse};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export interface RelativeTimeProps {
  iso: string;
  /** The clock the relative text is computed against (the list re-renders it when it polls). */
  now: number;
  /** Focusable, so keyboard users reach the exact time too. */
  focusable?: boolean;
}

/** "5 minutes ago"; the exact time on hover and keyboard focus (`title`, also its accessible description). */
export function RelativeTime({ iso, now, focusable = false }: RelativeTimeProps) {
  return (
    <Time dateTime={iso} title={fullTime(iso)} tabIndex={focusable ? 0 : undefined}>
      {relativeTime(iso, now)}
    </Time>
  );
}
