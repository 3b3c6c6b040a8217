import styled from 'styled-components';
import { spacing } from '../../../theme';

/** "Sale" in the corner of a product image. */
export const SaleTag = styled.span`
  position: absolute;
  top: ${spacing(3)};
  left: ${spacing(3)};
  padding: ${spacing(1.5, 2.5)};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.18em;
  text-transform: uppercase;
`;
