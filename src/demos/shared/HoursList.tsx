import styled, { css } from 'styled-components';
import type { HoursRow } from './content/types';
import { spacing } from '../../theme';

export interface HoursListProps {
  rows: readonly HoursRow[];
  /** 'dark' on inverse surfaces (footers, dark cards). */
  tone?: 'light' | 'dark';
  /** Rule lines between the rows. */
  ruled?: boolean;
  className?: string;
}

const List = styled.dl<{ $tone: 'light' | 'dark'; $ruled: boolean }>`
  display: grid;
  gap: ${({ $ruled }) => ($ruled ? '0' : spacing(2))};
  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${spacing(0.5, 4)};
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.colors.onInverse : theme.colors.heading)};
  }
  dd {
    font-variant-numeric: tabular-nums;
  }
  ${({ $ruled, $tone, theme }) =>
    $ruled &&
    css`
      > div {
        padding-block: ${theme.space[2.5]};
      }
      > div + div {
        border-top: 1px solid ${$tone === 'dark' ? `color-mix(in srgb, ${theme.colors.onInverse} 15%, transparent)` : theme.colors.border};
      }
    `}
`;

/** Opening hours as a description list: days, then hours. */
export function HoursList({ rows, tone = 'light', ruled = false, className }: HoursListProps) {
  return (
    <List className={className} $tone={tone} $ruled={ruled}>
      {rows.map((row) => (
        <div key={row.days}>
          <dt>{row.days}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </List>
  );
}
