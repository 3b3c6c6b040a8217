import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../src/components';
import { Toaster } from '../../../src/lib/toast';

const Column = styled.div`
  max-width: 760px;
  margin: ${({ theme }) => theme.space[8]} auto;
  padding: 0 ${({ theme }) => theme.space[4]};
`;

/** The consultation form's stories: a card in a page-width column, with the toast region. */
export function ConsultationFrame({ children }: { children?: ReactNode }) {
  return (
    <Toaster>
      <Column>
        <Card>{children}</Card>
      </Column>
    </Toaster>
  );
}
