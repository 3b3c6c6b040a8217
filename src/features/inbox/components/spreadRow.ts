import { css } from 'styled-components';

/** A row with its two ends apart (the list's status line and export, the page count and its links); wraps on a phone. */
export const spreadRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;
