import styled, { css } from 'styled-components';
import { media, spacing } from '../../theme';

/** One column on phones, two from sm, four from lg: a row of short feature cards. */
export const FeatureGrid = styled.ul`
  display: grid;
  gap: ${spacing(5)};
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
    gap: ${spacing(6)};
  }
`;

/** The bordered, lightly raised surface of a feature card. */
export const featureCardSurface = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;
