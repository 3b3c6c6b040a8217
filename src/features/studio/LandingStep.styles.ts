import styled from 'styled-components';
import { media } from '../../theme';

export const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
`;

export const Email = styled.strong`
  color: ${({ theme }) => theme.colors.heading};
  overflow-wrap: anywhere;
`;

/** Side by side on a wide screen; the leads inbox (when given) takes the full width, the factor under it. */
export const Panels = styled.div<{ $stacked: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.lg} { grid-template-columns: ${({ $stacked }) => ($stacked ? 'minmax(0, 1fr)' : 'minmax(0, 2fr) minmax(0, 1fr)')}; align-items: start; }
`;

export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
