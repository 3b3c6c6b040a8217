import styled, { css } from 'styled-components';
import { Container, Heading, Text } from '../../components';
import { media } from '../../theme';

/** home: big, two columns with the illustration. page: compact and centred. status: centred and tall (thank-you, 404). */
export type HeroVariant = 'home' | 'page' | 'status';

export const Wrapper = styled.section<{ $variant: HeroVariant }>`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  /* The fixed, transparent nav bar sits on top of this band: clear it, then breathe. */
  padding-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ $variant }) => ($variant === 'home' ? 'clamp(2rem, 6vw, 4.5rem)' : 'clamp(2.5rem, 7vw, 5rem)')});
  padding-bottom: ${({ $variant }) => ($variant === 'page' ? 'clamp(3rem, 7vw, 5rem)' : 'clamp(3.5rem, 8vw, 6rem)')};
  /* A soft mesh in brand tints: light enough for the nav bar's dark text at the top. */
  background:
    radial-gradient(42rem 28rem at 95% -5%, color-mix(in srgb, ${({ theme }) => theme.colors.primary} 17%, transparent), transparent 70%),
    radial-gradient(34rem 24rem at -5% 25%, color-mix(in srgb, ${({ theme }) => theme.colors.accent} 13%, transparent), transparent 70%),
    radial-gradient(24rem 16rem at 78% 62%, color-mix(in srgb, ${({ theme }) => theme.colors.highlight} 12%, transparent), transparent 70%),
    linear-gradient(180deg, ${({ theme }) => theme.colors.primarySoft}, ${({ theme }) => theme.colors.background});
  ${({ $variant }) =>
    $variant === 'status' &&
    css`
      display: grid;
      align-items: center;
      min-height: min(100svh, 52rem);
    `}

  /* A faint blueprint grid that fades out towards the edges. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    pointer-events: none;
    background-image:
      linear-gradient(to right, color-mix(in srgb, ${({ theme }) => theme.colors.primary} 7%, transparent) 1px, transparent 1px),
      linear-gradient(to bottom, color-mix(in srgb, ${({ theme }) => theme.colors.primary} 7%, transparent) 1px, transparent 1px);
    background-size: 48px 48px;
    mask-image: radial-gradient(ellipse 70% 60% at 50% 30%, #000 30%, transparent 100%);
  }
`;

export const Layout = styled(Container)<{ $split: boolean }>`
  display: grid;
  gap: clamp(2.5rem, 6vw, 4rem);
  align-items: center;
  ${({ $split }) =>
    $split &&
    css`
      ${media.lg} { grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr); gap: 2.5rem; }
    `}
`;

export const Copy = styled.div<{ $centered: boolean }>`
  display: grid;
  gap: 1.25rem;
  justify-items: ${({ $centered }) => ($centered ? 'center' : 'start')};
  text-align: ${({ $centered }) => ($centered ? 'center' : 'left')};
  ${({ $centered }) => $centered && css`max-width: 46rem; margin-inline: auto;`}
`;

export const EyebrowPill = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.375rem 0.875rem 0.375rem 0.625rem;
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.primary} 18%, transparent);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgb(255 255 255 / 0.75);
  box-shadow: ${({ theme }) => theme.shadows.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primaryHover};
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 4px color-mix(in srgb, ${({ theme }) => theme.colors.accent} 18%, transparent);
  }
`;

export const Title = styled(Heading)<{ $home: boolean }>`
  max-width: ${({ $home }) => ($home ? '13ch' : '20ch')};
  ${media.lg} { letter-spacing: -0.035em; }
`;

/** The accent words: brand colour on a highlighter stroke. */
export const Accent = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  background: linear-gradient(transparent 64%, color-mix(in srgb, ${({ theme }) => theme.colors.highlight} 32%, transparent) 64% 92%, transparent 92%);
  -webkit-box-decoration-break: clone;
  box-decoration-break: clone;
`;

export const Lead = styled(Text)`
  max-width: 38rem;
  font-size: clamp(1.0625rem, 1rem + 0.35vw, 1.25rem);
  line-height: 1.65;
`;

export const Actions = styled.div<{ $centered: boolean }>`
  justify-self: stretch;
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $centered }) => ($centered ? 'center' : 'flex-start')};
  gap: 0.75rem;
  margin-top: 0.5rem;
  /* Secondary buttons get a frosted surface so they read on the mesh. */
  & > a + a { background: rgb(255 255 255 / 0.7); }
  /* Phones: full-width buttons, stacked. */
  & > a { flex: 1 1 14rem; }
  ${media.sm} { & > a { flex: 0 0 auto; } }
`;

export const Highlights = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin-top: 0.5rem;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  li { display: inline-flex; align-items: center; gap: 0.375rem; }
  svg { color: ${({ theme }) => theme.colors.success}; }
`;

export const Art = styled.div`
  justify-self: center;
  width: 100%;
  max-width: 36rem;
  ${media.lg} { max-width: none; margin: 0 -2rem 0 -1rem; width: calc(100% + 3rem); }
  img { width: 100%; }
`;
