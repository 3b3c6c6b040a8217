import styled, { css } from 'styled-components';
import { Container, Heading, Text } from '../../components';
import { fluidSpacing, media, spacing } from '../../theme';

/** home: big, two columns with the illustration. page: compact and centred. status: centred and tall (thank-you, 404). */
export type HeroVariant = 'home' | 'page' | 'status';

export const Wrapper = styled.section<{ $variant: HeroVariant }>`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  /* The fixed, transparent nav bar sits on top of this band: clear it, then breathe. */
  padding-top: calc(
    ${({ theme }) => theme.layout.navHeight} + ${({ $variant }) => ($variant === 'home' ? fluidSpacing(8, 6, 18) : fluidSpacing(10, 7, 20))}
  );
  padding-bottom: ${({ $variant }) => ($variant === 'page' ? fluidSpacing(12, 7, 20) : fluidSpacing(14, 8, 24))};
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
    /* A mask reads alpha only: black is "opaque", not a colour. */
    mask-image: radial-gradient(ellipse 70% 60% at 50% 30%, black 30%, transparent 100%);
  }
`;

export const Layout = styled(Container)<{ $split: boolean }>`
  display: grid;
  gap: ${fluidSpacing(10, 6, 16)};
  align-items: center;
  ${({ $split }) =>
    $split &&
    css`
      ${media.lg} {
        grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr);
        gap: ${spacing(10)};
      }
    `}
`;

export const Copy = styled.div<{ $centered: boolean }>`
  display: grid;
  gap: ${spacing(5)};
  justify-items: ${({ $centered }) => ($centered ? 'center' : 'start')};
  text-align: ${({ $centered }) => ($centered ? 'center' : 'left')};
  ${({ $centered }) =>
    $centered &&
    css`
      max-width: ${({ theme }) => theme.measures.wide};
      margin-inline: auto;
    `}
`;

export const EyebrowPill = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${spacing(2)};
  padding: ${spacing(1.5, 3.5, 1.5, 2.5)};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.primary} 18%, transparent);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgb(255 255 255 / 0.75);
  box-shadow: ${({ theme }) => theme.shadows.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primaryHover};
  &::before {
    content: '';
    width: ${spacing(2)};
    height: ${spacing(2)};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 4px color-mix(in srgb, ${({ theme }) => theme.colors.accent} 18%, transparent);
  }
`;

export const Title = styled(Heading)<{ $home: boolean }>`
  /* In em, not ch (see fonts.displayCh). The home headline's 9em (13ch of Inter at 800, rounded up by
     0.005em) wraps the same in the fallback and in Inter at 320, 375, 768, 1024 and 1280 px; at
     exactly 13ch, "Beautiful Websites" fitted the fallback but missed Inter by 0.3 px at 768 px. */
  max-width: ${({ $home, theme }) => ($home ? '9em' : `calc(20 * ${theme.fonts.displayCh})`)};
  /* The home headline is not balanced: balancing picks its breaks from exact word widths, which the
     fallback matches only on average, so it re-wrapped when Inter arrived (320-390 and 1024 px). */
  text-wrap: ${({ $home }) => ($home ? 'pretty' : 'balance')};
  ${media.lg} {
    letter-spacing: -0.035em;
  }
`;

/** The accent words: brand colour on a highlighter stroke. */
export const Accent = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  background: linear-gradient(
    transparent 64%,
    color-mix(in srgb, ${({ theme }) => theme.colors.highlight} 32%, transparent) 64% 92%,
    transparent 92%
  );
  -webkit-box-decoration-break: clone;
  box-decoration-break: clone;
`;

export const Lead = styled(Text)`
  max-width: ${({ theme }) => theme.measures.lead};
  font-size: clamp(1.0625rem, 1rem + 0.35vw, 1.25rem);
  line-height: 1.65;
`;

export const Actions = styled.div<{ $centered: boolean }>`
  justify-self: stretch;
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $centered }) => ($centered ? 'center' : 'flex-start')};
  gap: ${spacing(3)};
  margin-top: ${spacing(2)};
  /* Secondary buttons get a frosted surface so they read on the mesh. */
  & > a + a {
    background: rgb(255 255 255 / 0.7);
  }
  /* Phones: full-width buttons, stacked. */
  & > a {
    flex: 1 1 ${({ theme }) => theme.measures.action};
  }
  ${media.sm} {
    & > a {
      flex: 0 0 auto;
    }
  }
`;

export const Highlights = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(2, 5)};
  margin-top: ${spacing(2)};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${spacing(1.5)};
  }
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

export const Art = styled.div`
  justify-self: center;
  width: 100%;
  max-width: ${({ theme }) => theme.measures.column};
  ${media.lg} {
    max-width: none;
    margin: 0 -${spacing(8)} 0 -${spacing(4)};
    width: calc(100% + ${spacing(12)});
  }
  img {
    width: 100%;
  }
`;
