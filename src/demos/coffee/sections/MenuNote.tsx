import styled from 'styled-components';
import { spacing } from '../../../theme';

/** The allergy note under the menu. */
export const MenuNote = styled.p`
  margin-block: ${spacing(4)} ${({ theme }) => theme.fluidSpace.section};
  padding: ${spacing(5, 6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;
