import styled from 'styled-components';
import type { landscapingCopy } from '../content';
import { focusSurface, media, spacing } from '../../../theme';
import { HeroSplit, HeroText, HeroTitle } from '../../shared/sections/HeroText';
import type { DemoImage } from '../../shared/ui';

const Band = styled.section`
  overflow: hidden;
  /* Room below the picture too: it sits whole inside the band, framed all round, not run into the stats strip. */
  padding-block: ${({ theme }) => theme.fluidSpace.intro};
  background:
    radial-gradient(
      ellipse at 100% 0%,
      color-mix(in srgb, ${({ theme }) => theme.colors.onInverseAccent} 16%, transparent),
      transparent 55%
    ),
    linear-gradient(160deg, ${({ theme }) => theme.colors.inverse} 0%, ${({ theme }) => theme.colors.inverseRaised} 100%),
    ${({ theme }) => theme.colors.inverse};
  ${focusSurface('inverse')}
  color: ${({ theme }) => theme.colors.onInverseMuted};
  --heading-color: ${({ theme }) => theme.colors.onInverse};
  --text-muted: ${({ theme }) => theme.colors.onInverseMuted};
  --eyebrow-color: ${({ theme }) => theme.colors.onInverseAccent};
`;

const Grid = styled.div`
  display: grid;
  gap: ${spacing(10)};
  align-items: center;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
    gap: ${spacing(14)};
  }
`;

const Title = styled(HeroTitle)`
  line-height: 0.98;
  text-transform: uppercase;
  em {
    font-style: normal;
    color: ${({ theme }) => theme.colors.onInverseAccent};
  }
`;

const Art = styled.div`
  overflow: hidden;
  border: 6px solid color-mix(in srgb, ${({ theme }) => theme.colors.onInverse} 8%, transparent);
  border-radius: ${({ theme }) => theme.radii.xl};
  img {
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

export interface LandscapingHeroProps {
  /** Eyebrow, headline (*stars* mark the highlighted words), lead and the two actions. */
  copy: (typeof landscapingCopy)['hero'];
  /** The photo behind the text, with its alt text and sizes. */
  image: DemoImage;
}

/** Evergreen's home opening on the dark forest band: title, lead, the estimate and services links, the garden. */
export function Hero({ copy, image }: LandscapingHeroProps) {
  return (
    <HeroSplit id="ls-hero-title" band={Band} grid={Grid} art={Art} image={image}>
      <HeroText id="ls-hero-title" copy={copy} title={Title} primaryVariant="highlight" secondaryVariant="onDark" arrow />
    </HeroSplit>
  );
}
