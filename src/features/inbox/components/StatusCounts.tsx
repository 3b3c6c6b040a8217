import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing } from '../../../theme';
import { inboxCopy } from '../../../content/inboxCopy';
import { LEAD_STATUSES, type LeadStatus } from '../data/queries';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  strong {
    color: ${({ theme }) => theme.colors.heading};
    font-variant-numeric: tabular-nums;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    ${focusRing}
  }
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    strong {
      color: inherit;
    }
  }
`;

export interface StatusCountsProps {
  counts: Record<LeadStatus, number>;
  current?: LeadStatus;
  /** The list's URL with this status (undefined = all but spam). */
  hrefOf: (status: LeadStatus | undefined) => string;
}

/** How many leads are in each status; each count is a link to that status' list. */
export function StatusCounts({ counts, current, hrefOf }: StatusCountsProps) {
  const open = LEAD_STATUSES.filter((s) => s !== 'spam').reduce((sum, s) => sum + counts[s], 0);
  return (
    <nav aria-label={inboxCopy.counts}>
      <List>
        <li>
          <Chip to={hrefOf(undefined)} aria-current={current === undefined ? 'true' : undefined}>
            {inboxCopy.filters.allStatuses} <strong>{open}</strong>
          </Chip>
        </li>
        {LEAD_STATUSES.map((s) => (
          <li key={s}>
            <Chip to={hrefOf(s)} aria-current={current === s ? 'true' : undefined}>
              {inboxCopy.statusLabels[s]} <strong>{counts[s]}</strong>
            </Chip>
          </li>
        ))}
      </List>
    </nav>
  );
}
