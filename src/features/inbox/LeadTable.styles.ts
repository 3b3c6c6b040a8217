import styled, { css } from 'styled-components';
import { focusRing, media } from '../../theme';

/** The lead table's pieces: a table at desktop width, a stack of compact rows on a phone. */
export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption { text-align: left; }
  thead { display: none; }
  ${media.lg} {
    thead { display: table-header-group; }
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
    }
  }
`;

export const Row = styled.tr<{ $unread: boolean; $arrived: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &:focus-within { background: ${({ theme }) => theme.colors.primarySoft}; }
  ${({ $arrived, theme }) => $arrived && css`box-shadow: inset 4px 0 0 ${theme.colors.highlight};`}
  td { min-width: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  ${({ $unread, theme }) =>
    $unread &&
    css`
      td:first-child a { font-weight: ${theme.fontWeights.black}; }
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
    td { padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]}`}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: middle; }
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
    ${media.lg} { max-width: ${({ theme }) => theme.measures.cell}; }
    &:hover { text-decoration: underline; }
    &:focus-visible { ${focusRing} text-decoration: underline; }
    /* The whole row opens the lead. */
    &::after { content: ''; position: absolute; inset: 0; }
  }
`;

export const Cell = styled.td<{ $wide?: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : '1')};
  white-space: nowrap;
  &:empty { display: none; }
  ${media.lg} { &:empty { display: table-cell; } }
`;


export const Side = styled.td`
  grid-column: 2;
  grid-row: 1;
  justify-self: end;
  ${media.lg} { white-space: nowrap; }
`;

export const TimeCell = styled.td`
  grid-column: 2;
  grid-row: 2;
  justify-self: end;
  time { position: relative; z-index: 1; }
`;

export const Failing = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-left: ${({ theme }) => theme.space[2]};
  vertical-align: middle;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

export const Label = styled.span`
  ${media.lg} { display: none; }
`;
