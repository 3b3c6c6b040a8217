import styled from 'styled-components';
import { ButtonLink } from '../../../components';
import type { NavItem } from '../../../content';
import { spacing } from '../../../theme';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${spacing(3)};
  margin-block: ${spacing(2)} ${({ theme }) => theme.fluidSpace.section};
`;

export interface NotFoundActionsProps {
  actions: readonly NavItem[];
}

/** The ways out of a "not found" page: the first as the primary button. */
export function NotFoundActions({ actions }: NotFoundActionsProps) {
  return (
    <Row>
      {actions.map((action, index) => (
        <ButtonLink key={action.label} to={action.to} size="lg" variant={index === 0 ? 'primary' : 'outline'}>
          {action.label}
        </ButtonLink>
      ))}
    </Row>
  );
}
