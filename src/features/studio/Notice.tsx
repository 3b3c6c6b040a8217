import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../../components';

export type NoticeTone = 'info' | 'success' | 'danger';

const tones = {
  info: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
  `,
};

const Box = styled.p<{ $tone: NoticeTone }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  ${({ $tone }) => tones[$tone]}
  svg {
    flex-shrink: 0;
    margin-top: ${({ theme }) => theme.space[0.5]};
  }
`;

const icons = { info: Info, success: CircleCheck, danger: CircleAlert };

/** A short message inside a step; `role="status"` so it is announced when it appears. */
export function Notice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      <Icon icon={icons[tone]} size={18} />
      <span>{children}</span>
    </Box>
  );
}
