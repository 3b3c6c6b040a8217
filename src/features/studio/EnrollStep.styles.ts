import styled from 'styled-components';
import { media } from '../../theme';

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.md} {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: start;
  }
`;

export const QrFrame = styled.figure`
  justify-self: center;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  img {
    display: block;
    width: 184px;
    height: 184px;
    image-rendering: pixelated;
  }
`;

export const Steps = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

export const Block = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const SecretRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

export const Secret = styled.code`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.heading};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
  user-select: all;
`;
