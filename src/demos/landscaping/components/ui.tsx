import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Heading } from '../../../components';
import { media } from '../../../theme';
import { landscapingPalette } from '../brand';

/** Condensed, heavy headings: sturdy and outdoorsy, nothing like the studio's. */
export const Title = styled(Heading)`
  font-weight: 700;
  letter-spacing: -0.005em;
  line-height: 1.05;
`;

export const Eyebrow = styled.p<{ $onDark?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ $onDark, theme }) => ($onDark ? landscapingPalette.lime : theme.colors.primary)};
`;

export const Lead = styled.p<{ $onDark?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.6;
  max-width: 40rem;
  color: ${({ $onDark, theme }) => ($onDark ? theme.colors.onInverseMuted : theme.colors.textMuted)};
`;

export type BandTone = 'white' | 'sage' | 'pine';

export const Band = styled.section<{ $tone?: BandTone }>`
  padding-block: clamp(3rem, 8vw, 5.5rem);
  ${({ $tone = 'white', theme }) =>
    ({
      white: css`background: ${theme.colors.background};`,
      sage: css`background: ${theme.colors.surfaceAlt};`,
      pine: css`
        background: ${theme.colors.inverse};
        color: ${theme.colors.onInverseMuted};
        --heading-color: ${theme.colors.onInverse};
      `,
    })[$tone]}
`;

/** Opening band of an inner page. */
export const PageHeader = styled.div`
  padding-block: clamp(2.75rem, 7vw, 4.5rem);
  background:
    linear-gradient(180deg, rgb(15 42 26 / 0) 60%, rgb(15 42 26 / 0.25)),
    ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.onInverseMuted};
  --heading-color: ${({ theme }) => theme.colors.onInverse};
  border-bottom: 6px solid ${landscapingPalette.sun};
  > div { display: grid; gap: 1rem; justify-items: start; }
`;

export const PageTitle = styled(Title)`
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
  max-width: 20ch;
`;

/** The yellow "Free Estimate" call to action. */
const sunButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 48px;
  padding: 0.75rem 1.375rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${landscapingPalette.sun};
  color: ${landscapingPalette.pine};
  font-weight: 800;
  letter-spacing: 0.01em;
  text-decoration: none;
  white-space: nowrap;
  box-shadow: 0 2px 0 ${landscapingPalette.sunDark};
  transition: background ${({ theme }) => theme.motion.fast}, transform ${({ theme }) => theme.motion.fast};
  &:hover { background: ${landscapingPalette.sunDark}; transform: translateY(-1px); }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

export const EstimateLink = styled(Link)`${sunButton}`;

export const Grid = styled.div<{ $cols?: number }>`
  display: grid;
  gap: 1.5rem;
  ${media.md} { grid-template-columns: repeat(${({ $cols = 2 }) => $cols}, minmax(0, 1fr)); }
`;
