import styled from 'styled-components';
import { withoutProps } from '../withoutProps';

export interface ContainerProps {
  /** A reading-width column instead of the full site width. */
  narrow?: boolean;
}

/** Centres content at the site's max width with responsive gutters. */
export const Container = styled.div.withConfig(withoutProps('Container', 'narrow'))<ContainerProps>`
  width: 100%;
  max-width: ${({ theme, narrow }) => (narrow ? theme.measures.container : theme.layout.maxWidth)};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.layout.gutter};
`;
