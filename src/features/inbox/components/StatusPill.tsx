import styled, { css, type DefaultTheme } from 'styled-components';
import { inboxCopy } from '../../../content/inboxCopy';
import type { LeadStatus } from '../data/queries';

type Colors = DefaultTheme['colors'];
const tones: Record<LeadStatus, [keyof Colors, keyof Colors]> = {
  new: ['primarySoft', 'primaryHover'],
  contacted: ['highlightSoft', 'highlightText'],
  qualified: ['accentSoft', 'accent'],
  won: ['successSoft', 'success'],
  lost: ['surfaceAlt', 'textMuted'],
  spam: ['dangerSoft', 'danger'],
};

const Pill = styled.span<{ $status: LeadStatus }>`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[2.5]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.5;
  white-space: nowrap;
  border: 1px solid currentColor;
  ${({ theme, $status }) => css`
    background: ${theme.colors[tones[$status][0]]};
    color: ${theme.colors[tones[$status][1]]};
  `}
`;

export const statusLabel = (status: LeadStatus) => inboxCopy.statusLabels[status];

/** A lead's workflow status as a small coloured label (the word carries the meaning, not the colour). */
export function StatusPill({ status }: { status: LeadStatus }) {
  return <Pill $status={status}>{statusLabel(status)}</Pill>;
}
