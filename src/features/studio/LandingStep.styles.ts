import { Truncate } from '../../components';
import styled from 'styled-components';

/** The signed-in studio: no card around it; the leads table is the one surface. */
export const Workspace = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  min-width: 0;
`;

/** The title on the left, who is signed in and sign-out on the right (under it on a phone). */
export const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  /* Focus moves to the title to announce the step; a heading is not a control, so no ring. */
  h1:focus {
    outline: none;
  }
`;

export const Account = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  min-width: 0;
  max-width: 100%;
`;

/** The address on one line, cut with an ellipsis when long; the whole address is its title. */
export const Email = styled(Truncate)`
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
/** Account settings under the inbox: a rule above, no card. */
export const Settings = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p {
    max-width: ${({ theme }) => theme.measures.text};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
