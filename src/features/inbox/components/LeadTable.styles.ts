import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../../../components';
import { focusRing, media } from '../../../theme';

/**
 * The lead table's pieces: a table at desktop width, a stack of compact rows on a phone.
 * From lg the layout is fixed: service, e-commerce, received and status take the widths their
 * longest values need (colWidths), name, e-mail and business share the rest, and a longer value is
 * cut with an ellipsis, so every column stays in view at every width; the row under the keyboard
 * shows its values in full (wrapped), the mouse gets each one as a title.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
  }
  thead,
  colgroup {
    display: none;
  }
  ${media.lg} {
    table-layout: fixed;
    thead {
      display: table-header-group;
    }
    colgroup {
      display: table-column-group;
    }
    th {
      padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: ${({ theme }) => theme.fontWeights.bold};
      letter-spacing: 0.06em;
      text-align: left;
      text-transform: uppercase;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
`;

/** Widths of the columns whose values are short and known (labels, times, the status pill); the rest share what is left. */
export const colWidths = { service: '9.5rem', ecommerce: '7.5rem', received: '8.5rem', status: '7.5rem' } as const;

export const Row = styled.tr<{ $unread: boolean; $arrived: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-within {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  /* Under the keyboard the row shows every value whole: what the ellipsis cut wraps instead. */
  &:focus-within td a,
  &:focus-within [data-cut] {
    overflow: visible;
    white-space: normal;
    overflow-wrap: anywhere;
  }
  ${({ $arrived, theme }) =>
    $arrived &&
    css`
      box-shadow: inset 4px 0 0 ${theme.colors.highlight};
    `}
  td {
    min-width: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ $unread, theme }) =>
    $unread &&
    css`
      td:first-child a {
        font-weight: ${theme.fontWeights.black};
      }
      td:first-child a::before {
        content: '';
        display: inline-block;
        width: ${theme.space[2]};
        height: ${theme.space[2]};
        margin-right: ${theme.space[2]};
        border-radius: 50%;
        background: ${theme.colors.primary};
        vertical-align: middle;
      }
    `}
  ${media.lg} {
    display: table-row;
    td {
      padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]}`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      vertical-align: middle;
    }
  }
`;

export const Name = styled.td`
  grid-column: 1;
  a {
    color: ${({ theme }) => theme.colors.heading};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    /* One line, cut with an ellipsis: the whole name is the row's accessible link text. */
    display: inline-block;
    overflow: hidden;
    max-width: 100%;
    text-overflow: ellipsis;
    white-space: nowrap;
    vertical-align: middle;
    &:hover {
      text-decoration: underline;
    }
    &:focus-visible {
      ${focusRing} text-decoration: underline;
    }
    /* The whole row opens the lead. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    /* "(unread)" for screen readers sits at the row's corner, not after a long name the ellipsis cut
       (positioned against the row, the link's overflow would not hide it: the page would scroll sideways). */
    ${VisuallyHidden} {
      inset-block-start: 0;
      inset-inline-start: 0;
    }
  }
`;

export const Cell = styled.td<{ $wide?: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : '1')};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:empty {
    display: none;
  }
  ${media.lg} {
    &:empty {
      display: table-cell;
    }
  }
`;

export const Side = styled.td`
  grid-column: 2;
  grid-row: 1;
  justify-self: end;
  ${media.lg} {
    white-space: nowrap;
  }
`;

export const TimeCell = styled.td`
  grid-column: 2;
  grid-row: 2;
  justify-self: end;
  time {
    position: relative;
    z-index: 1;
  }
`;

/** Under the name, so a long name and the flag never push the row wider than its column. */
export const Failing = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

/** A cell's value on one line, cut with an ellipsis at the column's width (the full value is its title). */
export const CellText = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Label = styled.span`
  ${media.lg} {
    display: none;
  }
`;
