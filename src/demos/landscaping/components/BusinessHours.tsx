import styled, { css } from 'styled-components';
import { HoursList } from '../../shared/HoursList';
import { businessHours } from '../data';

const List = styled(HoursList)<{ $tone: 'light' | 'dark' }>`
  display: grid;
  margin: 0;
  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.125rem 1rem;
    padding-block: 0.625rem;
  }
  > div + div { border-top: 1px solid; }
  dt { font-weight: 700; }
  dd { font-variant-numeric: tabular-nums; }
  ${({ $tone, theme }) =>
    $tone === 'dark'
      ? css`
          > div + div { border-color: rgb(255 255 255 / 0.15); }
          dt { color: ${theme.colors.onInverse}; }
        `
      : css`
          > div + div { border-color: ${theme.colors.border}; }
          dt { color: ${theme.colors.heading}; }
          dd { color: ${theme.colors.text}; }
        `}
`;

export interface BusinessHoursProps {
  /** 'dark' for the footer and other dark bands. */
  tone?: 'light' | 'dark';
}

/** Monday–Friday 8–5, Saturday 9–1 by appointment, Sunday closed. */
export function BusinessHours({ tone = 'light' }: BusinessHoursProps) {
  return <List $tone={tone} rows={businessHours} />;
}
